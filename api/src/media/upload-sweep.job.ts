import { defineJob } from '../platform/jobs/job-queue.ts';
import { sweepUnusedUploads } from './uploads.service.ts';

/** Every hour: files uploaded a day ago or more that nothing uses are removed. */
export const sweepUnusedUploadsJob = defineJob<Record<string, never>>({
  name: 'uploads.sweep-unused',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  cron: '17 * * * *',
  // Sent once a minute at most: no need to ask for it more often than every 10 s.
  pollingIntervalSeconds: 10,
  async run(_data, { db, storage, logger }) {
    const removed = await sweepUnusedUploads(db, storage);
    if (removed.length > 0) logger.info({ removed: removed.length }, 'Removed unused uploads');
  },
});
