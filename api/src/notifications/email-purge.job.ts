import type { Knex } from 'knex';
import { defineJob } from '../platform/jobs/job-queue.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An email that never went is given up on by then (its retries end within a day). */
const UNSENT_KEPT_MS = 7 * DAY_MS;

/**
 * Blanks the words of emails sent more than a day ago (and of those that never went, after a
 * week), and forgets the digest items they carried: a copy of the database then holds no link
 * that still works. Who was written to, when and about what (the subject) stay. Answers how many
 * emails were blanked.
 */
export async function purgeOldEmailBodies(db: Knex, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const blanked = await db('emails')
    .whereNot({ textBody: '' })
    .andWhere('createdAt', '<', dayAgo)
    .andWhere((old) =>
      old.where('sentAt', '<', dayAgo).orWhere('createdAt', '<', new Date(now.getTime() - UNSENT_KEPT_MS)),
    )
    .update({ textBody: '', htmlBody: '', attachments: '[]' });
  await db('emailDigestItems').where('emailedAt', '<', dayAgo).delete();
  return blanked;
}

/** Every hour: the words of old emails go. */
export const purgeEmailBodiesJob = defineJob<Record<string, never>>({
  name: 'emails.purge-bodies',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  cron: '41 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const blanked = await purgeOldEmailBodies(db);
    if (blanked > 0) logger.info({ blanked }, 'Blanked the words of old emails');
  },
});
