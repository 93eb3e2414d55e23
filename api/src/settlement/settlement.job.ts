import { defineJob } from '../platform/jobs/job-queue.ts';
import { escalateOverdueDisputes } from './disputes.service.ts';
import { releaseClosedWindows } from './protection.service.ts';

/** Every hour: disputes not settled by their 8th day go to an administrator. */
export const escalateDisputesJob = defineJob<Record<string, never>>({
  name: 'settlement.escalate-disputes',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  cron: '7 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const escalated = await escalateOverdueDisputes(db);
    if (escalated > 0) logger.info({ escalated }, `Escalated ${escalated} disputes on their 8th day`);
  },
});

/** Every hour: protected orders whose window closed without a dispute are released to their suppliers. */
export const releaseClosedWindowsJob = defineJob<Record<string, never>>({
  name: 'settlement.release-closed-windows',
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  cron: '13 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const released = await releaseClosedWindows(db);
    if (released > 0) logger.info({ released }, `Released ${released} protected orders whose window closed`);
  },
});
