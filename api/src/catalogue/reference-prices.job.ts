import { defineJob } from '../platform/jobs/job-queue.ts';
import { refreshReferencePrices } from './reference-prices.ts';

/**
 * Every ten minutes: brings the catalogue's reference prices to the latest rates kept (fetched by
 * the currencies' job, or imported with `rawex rates import`). Nothing to do costs one query.
 */
export const refreshReferencePricesJob = defineJob<Record<string, never>>({
  name: 'catalogue.refresh-reference-prices',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  cron: '*/10 * * * *',
  expireInSeconds: 3600,
  async run(_data, { db, logger }) {
    const refreshed = await refreshReferencePrices(db);
    if (refreshed.currencies.length > 0) {
      logger.info(
        refreshed,
        `Reference prices refreshed for ${refreshed.currencies.join(', ')}: ${refreshed.products} products rewritten`,
      );
    }
  },
});
