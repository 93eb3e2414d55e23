import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../platform/jobs/job-queue.ts';
import {
  eventually,
  signUp,
  startSmtpInbox,
  startTestApi,
  type SignedIn,
  type SmtpInbox,
  type TestApi,
} from '../testing/index.ts';

/**
 * The mail server away: first one that takes connections and never says a word (the worst kind),
 * then, on the same port, a real one.
 */
describe('emails while the mail server does not answer', () => {
  let silent: Server;
  const silentConnections: Socket[] = [];
  let port: number;
  let api: TestApi;
  let inbox: SmtpInbox | undefined;
  /** Whether the unsent emails' rows were free or locked while a send hung, at each connection. */
  const rowsWhileSending: string[] = [];

  /**
   * Whether the unsent emails' rows can be taken while a send hangs (for a second of deadline): a
   * few tries, as another email's short update may hold its row for an instant; a send that kept
   * its row locked would hold it through every try.
   */
  const unsentRowsDuringASend = async () => {
    let last = '';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      try {
        await api.db.knex.transaction((trx) =>
          trx.raw('SELECT id FROM emails WHERE sent_at IS NULL FOR UPDATE NOWAIT'),
        );
        return 'free';
      } catch (error) {
        last = (error as { code?: string }).code === '55P03' ? 'locked' : String(error);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    }
    return last;
  };

  beforeAll(async () => {
    silent = createServer((socket) => {
      silentConnections.push(socket);
      void unsentRowsDuringASend().then((state) => rowsWhileSending.push(state));
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    port = (silent.address() as AddressInfo).port;
    api = await startTestApi({
      worker: true,
      events: {
        mail: { from: 'RawEx <hello@rawex.test>', smtpUrl: `smtp://127.0.0.1:${port}`, deadlineMs: 1_000 },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await inbox?.close();
    for (const socket of silentConnections) socket.destroy();
    silent.close();
  });

  const emailsOf = (people: SignedIn[]) =>
    api.db
      .knex('emails')
      .whereIn(
        'toAddress',
        people.map((person) => person.user.email),
      )
      .orderBy('id')
      .select('id', 'toAddress', 'attempts', 'lastError', 'sentAt');

  it('keeps them queued and retried, holding no database connection meanwhile, and sends each once when it is back', async () => {
    // Each sign-up is sent a link to confirm its address.
    const unconfirmed = () => signUp(api, 'buyer', {}, { confirmEmail: false });
    const people = await Promise.all([unconfirmed(), unconfirmed(), unconfirmed()]);
    const tried = await eventually(
      () => emailsOf(people),
      (emails) => emails.length === 3 && emails.every((email) => email.attempts >= 1 && email.lastError),
    );
    for (const email of tried) {
      expect(email.sentAt).toBeNull();
      expect(email.lastError).toMatch(/Greeting never received|Timeout/);
    }
    // No send kept a lock (and the connection under it) while it waited on the silent server.
    expect(rowsWhileSending.length).toBeGreaterThanOrEqual(3);
    expect(rowsWhileSending.every((rows) => rows === 'free')).toBe(true);
    // The rest of the marketplace is not held up meanwhile.
    expect((await api.client().get('/api/products')).status).toBe(200);

    // Each waits in the queue for its retry, a while away (the queue's growing pauses).
    const jobs = JOB_SCHEMA;
    const waiting = await api.db
      .knex(`${jobs}.job`)
      .where({ name: 'emails.send', state: 'retry' })
      .whereRaw(`(data->>'emailId')::bigint = ANY(?)`, [tried.map((email) => email.id)])
      .select(api.db.knex.raw('start_after > now() AS later'));
    expect(waiting).toHaveLength(3);
    expect(waiting.every((job: { later: boolean }) => job.later)).toBe(true);

    // The server comes back where it was; the retries' time comes.
    for (const socket of silentConnections) socket.destroy();
    silent.close();
    await once(silent, 'close');
    inbox = await startSmtpInbox({ port });
    await api.db
      .knex(`${jobs}.job`)
      .where({ name: 'emails.send', state: 'retry' })
      .update({ start_after: api.db.knex.fn.now() });

    for (const person of people) {
      await inbox.waitFor((mail) => JSON.stringify(mail.to).includes(person.user.email));
    }
    await eventually(
      () => emailsOf(people),
      (emails) => emails.every((email) => email.sentAt !== null),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const person of people) {
      expect(
        inbox.received.filter((mail) => JSON.stringify(mail.to).includes(person.user.email)),
      ).toHaveLength(1);
    }
  });
});
