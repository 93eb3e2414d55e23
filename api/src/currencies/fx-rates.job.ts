import { defineJob } from '../platform/jobs/job-queue.ts';
import { ECB_SOURCE } from './ecb-rates.ts';
import { fetchReferenceRates, hasRatesOf } from './fx-rates.service.ts';

/**
 * Every hour: on a weekday, from the operator's hour on (RAWEX_FX_RATES_HOUR, UTC), fetches the
 * ECB's reference rates from RAWEX_FX_RATES_URL until that day's are kept. A worker that was down
 * at the hour, or a file published late, is caught up by the next hour's run; a failed fetch is
 * tried again by the queue. Nothing without a URL, nor at weekends, when the ECB publishes none.
 */
export const fetchReferenceRatesJob = defineJob<Record<string, never>>({
  name: 'currencies.fetch-reference-rates',
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  cron: '5 * * * *',
  pollingIntervalSeconds: 30,
  async run(_data, { db, logger, settings }) {
    const { fxRates } = settings;
    const now = new Date();
    const weekend = now.getUTCDay() === 0 || now.getUTCDay() === 6;
    if (!fxRates || weekend || now.getUTCHours() < fxRates.hour) return;
    const today = now.toISOString().slice(0, 10);
    if (await hasRatesOf(db, today, ECB_SOURCE)) return;
    const imported = await fetchReferenceRates(db, fxRates.url);
    logger.info(
      { added: imported.added, from: imported.from, to: imported.to, differing: imported.differing.length },
      `Kept ${imported.added} new exchange rates of ${imported.source} (${imported.from} to ${imported.to})`,
    );
  },
});
