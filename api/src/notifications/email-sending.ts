import type { Knex } from 'knex';
import { defineJob, type JobQueue } from '../platform/jobs/job-queue.ts';

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

/** A rendered email to write, once by its key. */
export interface EmailToWrite {
  key: string;
  /** The account it goes to; null for an address with none yet (an invitation). */
  userId: string | null;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

/** Writes rendered emails (each once: a key written before is skipped) and enqueues their sending, in `trx`. */
export async function writeEmails(
  trx: Knex.Transaction,
  queue: JobQueue,
  rows: EmailToWrite[],
): Promise<void> {
  if (rows.length === 0) return;
  const written: { id: number }[] = await trx('emails')
    .insert(rows)
    .onConflict('key')
    .ignore()
    .returning('id');
  for (const { id } of written) await queue.send(trx, sendEmailJob, { emailId: id });
}
