import { defineJob } from '../platform/jobs/job-queue.ts';
import { commissionTerms, issueCommissionInvoices, lastMonth } from './commission-invoices.service.ts';
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

/** On the 1st of each month: the month before's commission invoices, one to each supplier. */
export const issueCommissionInvoicesJob = defineJob<Record<string, never>>({
  name: 'settlement.issue-commission-invoices',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  cron: '30 2 1 * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger, settings }) {
    const month = lastMonth();
    const issued = await issueCommissionInvoices(db, month, commissionTerms(settings));
    if (issued > 0) logger.info({ issued, month }, `Issued ${issued} commission invoices for ${month}`);
  },
});
