import type { Knex } from 'knex';
import type { MailAttachment } from '../platform/mail/mailer.ts';
import { defineJob, type JobQueue } from '../platform/jobs/job-queue.ts';

interface EmailRow {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: StoredAttachment[];
}

/** An attachment as the email's row keeps it: its bytes in base64. */
interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * How long one run has an email to itself: longer than a send may take (the mailer gives up on a
 * server that does not answer well before), so a second run never sends it meanwhile.
 */
const SENDING_LEASE_SECONDS = 120;

/**
 * Sends one email, once: a run takes it by a lease on its row (no connection to the database held
 * while the mail server answers, or does not) and marks it sent after, so a second run (a retry
 * after a crash, a duplicate job) finds it sent or taken. A failure is counted on the row and
 * thrown, for the queue to retry with its growing pauses. A run that died mid-send lets its lease
 * end, and the retry sends the email again under the same Message-ID.
 */
export const sendEmailJob = defineJob<{ emailId: number }>({
  name: 'emails.send',
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  concurrency: 2,
  // Just past a lease: a run that died (a worker killed) is retried once its lease has ended.
  expireInSeconds: SENDING_LEASE_SECONDS + 5,
  async run({ emailId }, { db, mailer }) {
    const [email]: EmailRow[] = await db('emails')
      .where({ id: emailId, sentAt: null })
      .where((free) => free.whereNull('sendingUntil').orWhere('sendingUntil', '<', db.fn.now()))
      .update({
        sendingUntil: db.raw(`now() + interval '${SENDING_LEASE_SECONDS} seconds'`),
        attempts: db.raw('attempts + 1'),
      })
      .returning(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'attachments']);
    if (!email) {
      const current = await db('emails').where({ id: emailId }).first('sentAt');
      // Leased by a run still going, or by one that died: tried again once the lease has ended.
      if (current && !current.sentAt) throw new Error(`Email ${emailId} is being sent by another run`);
      return;
    }
    try {
      const sent = await mailer.send({
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: `<email-${email.id}@rawex>`,
        attachments: email.attachments.map((attachment) => ({
          ...attachment,
          content: Buffer.from(attachment.content, 'base64'),
        })),
      });
      await db('emails')
        .where({ id: emailId })
        .update({ sentAt: db.fn.now(), messageId: sent.messageId, sendingUntil: null });
    } catch (error) {
      await db('emails')
        .where({ id: emailId })
        .update({ sendingUntil: null, lastError: String(error).slice(0, 1000) });
      throw error;
    }
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
  attachments?: MailAttachment[];
}

/** Writes rendered emails (each once: a key written before is skipped) and enqueues their sending, in `trx`. */
export async function writeEmails(
  trx: Knex.Transaction,
  queue: JobQueue,
  rows: EmailToWrite[],
): Promise<void> {
  if (rows.length === 0) return;
  const written: { id: number }[] = await trx('emails')
    .insert(
      rows.map(({ attachments = [], ...row }) => ({
        ...row,
        attachments: JSON.stringify(
          attachments.map((attachment) => ({
            ...attachment,
            content: attachment.content.toString('base64'),
          })),
        ),
      })),
    )
    .onConflict('key')
    .ignore()
    .returning('id');
  for (const { id } of written) await queue.send(trx, sendEmailJob, { emailId: id });
}
