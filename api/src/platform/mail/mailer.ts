import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same id on a second attempt lets a mail client see one message. */
  messageId: string;
  attachments?: MailAttachment[];
}

/** A file an email carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SentMail {
  messageId: string;
  /** Where the message was written, when there is no SMTP server. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export type MailSettings = {
  /** The marketplace's name, as every email is signed. */
  from: string;
} & (
  | {
      smtpUrl: string;
      /**
       * How long the server may take to accept a connection, to greet, and between two replies,
       * before the send fails (and is retried later): 10, 10 and 30 s unless set.
       */
      deadlineMs?: number;
    }
  /** No SMTP server: each email is written as an `.eml` file here. */
  | { directory: string }
);

/**
 * Sends through the SMTP server of `SMTP_URL` (nodemailer), or, on a machine with none, writes
 * each email as an `.eml` file a developer can open, and logs where.
 */
export function createMailer(settings: MailSettings, logger: Logger): Mailer {
  if ('smtpUrl' in settings) {
    const transport = nodemailer.createTransport(
      {
        url: settings.smtpUrl,
        connectionTimeout: settings.deadlineMs ?? 10_000,
        greetingTimeout: settings.deadlineMs ?? 10_000,
        socketTimeout: settings.deadlineMs ?? 30_000,
      },
      { from: settings.from },
    );
    return {
      async send(message) {
        const info = await transport.sendMail(message);
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: settings.from, ...message });
      await mkdir(settings.directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        settings.directory,
        `${stamp}-${slug(message.subject)}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Written aside and renamed: whoever reads the folder never finds half an email.
      const aside = `${file}.partial`;
      await writeFile(aside, info.message as Buffer);
      await rename(aside, file);
      logger.info({ to: message.to, file }, `Email "${message.subject}" written to ${file}`);
      return { messageId: String(info.messageId), file };
    },
    close: () => transport.close(),
  };
}

function slug(subject: string): string {
  return (
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'email'
  );
}
