import { defineJob } from '../platform/jobs/job-queue.ts';
import { forgetQuietSignInCounters } from './sign-in-throttle.ts';

/** Every hour: failed sign-in counters no policy remembers any more are removed. */
export const forgetSignInCountersJob = defineJob<Record<string, never>>({
  name: 'accounts.forget-sign-in-counters',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
  cron: '41 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db }) {
    await forgetQuietSignInCounters(db);
  },
});
