import { defineJob } from '../platform/jobs/job-queue.ts';
import { fetchReferenceRates } from './fx-rates.service.ts';

/**
 * Every hour, and at the operator's hour (RAWEX_FX_RATES_HOUR, UTC) fetches the ECB's reference
 * rates from RAWEX_FX_RATES_URL: a failed fetch is tried again by the queue. Nothing without a URL.
 */
export const fetchReferenceRatesJob = defineJob<Record<string, never>>({
  name: 'currencies.fetch-reference-rates',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  cron: '5 * * * *',
  pollingIntervalSeconds: 30,
  async run(_data, { db, logger, settings }) {
    const { fxRates } = settings;
    if (!fxRates || new Date().getUTCHours() !== fxRates.hour) return;
    const imported = await fetchReferenceRates(db, fxRates.url);
    logger.info(
      { added: imported.added, from: imported.from, to: imported.to, differing: imported.differing.length },
      `Kept ${imported.added} new exchange rates of ${imported.source} (${imported.from} to ${imported.to})`,
    );
  },
});
