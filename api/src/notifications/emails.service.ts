import type { Knex } from 'knex';
import type { EventSettings } from '../platform/settings.ts';
import { defineJob, type JobQueue } from '../platform/jobs/job-queue.ts';
import { renderEmail } from './email-layout.ts';
import type { EventEffects } from './event-effects.ts';

interface EmailRow {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  sentAt: Date | null;
}

/**
 * Sends one email, once: its row is locked while it goes out and marked sent after, so a second
 * run (a retry after a crash, a duplicate job) finds it sent. A failure is counted on the row and
 * thrown, for the queue to retry.
 */
export const sendEmailJob = defineJob<{ emailId: number }>({
  name: 'emails.send',
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  concurrency: 2,
  async run({ emailId }, { db, mailer }) {
    let failure: unknown;
    await db.transaction(async (trx) => {
      const email: EmailRow | undefined = await trx('emails').where({ id: emailId }).forUpdate().first();
      if (!email || email.sentAt) return;
      const attempts = trx.raw('attempts + 1');
      try {
        const sent = await mailer.send({
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          messageId: `<email-${email.id}@rawex>`,
        });
        await trx('emails')
          .where({ id: emailId })
          .update({ sentAt: trx.fn.now(), messageId: sent.messageId, attempts });
      } catch (error) {
        failure = error;
        await trx('emails')
          .where({ id: emailId })
          .update({ attempts, lastError: String(error).slice(0, 1000) });
      }
    });
    if (failure) throw failure;
  },
});

/**
 * Writes the emails of `effects` (rendered for each recipient, each once by its key, none of a kind
 * its recipient turned off) and enqueues their sending, in `trx`.
 */
export async function queueEmails(
  trx: Knex.Transaction,
  queue: JobQueue,
  settings: EventSettings,
  emails: EventEffects['emails'],
): Promise<void> {
  if (emails.length === 0) return;
  const recipients = await trx('users')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'users.id')
    .whereIn('users.id', [...new Set(emails.map((email) => email.userId))])
    .select(
      'users.id',
      'users.email',
      'users.firstName',
      'notificationSettings.kind',
      'notificationSettings.email as wanted',
    );
  const people = new Map<string, { email: string; firstName: string | null; off: Set<string> }>();
  for (const row of recipients as {
    id: string;
    email: string;
    firstName: string | null;
    kind: string | null;
    wanted: boolean | null;
  }[]) {
    const person = people.get(row.id) ?? {
      email: row.email,
      firstName: row.firstName,
      off: new Set<string>(),
    };
    if (row.kind && row.wanted === false) person.off.add(row.kind);
    people.set(row.id, person);
  }
  const rows = emails.flatMap((email) => {
    const person = people.get(email.userId);
    if (!person || (email.kind && person.off.has(email.kind))) return [];
    const name = email.content.greetByName === false ? null : person.firstName;
    const rendered = renderEmail(settings, name, email.content);
    return [
      {
        key: email.key,
        userId: email.userId,
        toAddress: person.email,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
      },
    ];
  });
  if (rows.length === 0) return;
  const written: { id: number }[] = await trx('emails')
    .insert(rows)
    .onConflict('key')
    .ignore()
    .returning('id');
  for (const { id } of written) await queue.send(trx, sendEmailJob, { emailId: id });
}
