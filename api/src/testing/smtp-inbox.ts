import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port, keeping every message it receives, parsed. */
export interface SmtpInbox {
  /** An SMTP_URL that reaches it. */
  url: string;
  received: ParsedMail[];
  /** Waits (up to `timeoutMs`) until `count` messages match, and returns them. */
  waitFor(match: (mail: ParsedMail) => boolean, count?: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * Listens on `port` when given (a mail server coming back where it was), else on a free one; takes
 * `acceptAfterMs` to accept each message when given (a slow server).
 */
export async function startSmtpInbox({
  port: wanted = 0,
  acceptAfterMs = 0,
}: { port?: number; acceptAfterMs?: number } = {}): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Closing waits this long at most for clients still connected (one killed mid-send, say).
    closeTimeout: 1_000,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (mail) => {
          if (acceptAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client cut off mid-message (a worker killed while sending) resets its connection; a mail
  // server carries on, and the message it never finished is simply not received.
  server.on('error', () => undefined);
  server.listen(wanted, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(match, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(match);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(
            `${matching.length} of ${count} emails arrived within ${timeoutMs} ms; received: ${received.map((mail) => mail.subject).join(' | ') || 'none'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `read` until it returns something `done` accepts (up to `timeoutMs`), and returns it. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Not there within ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
