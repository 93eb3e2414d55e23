import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { inBatches } from '../platform/database/in-batches.ts';

/** Requests closed per transaction: a backlog is worked through in batches of this. */
const BATCH = 200;

/**
 * Closes what time has ended: open requests past their closing time become expired (their live
 * quotes with them, and their buyers and suppliers are told), and submitted quotes past their
 * validity become expired. Skips rows someone is deciding on at this moment.
 */
export async function expireTrade(db: Knex): Promise<{ rfqs: number; quotes: number }> {
  const rfqs = await inBatches(BATCH, (size) =>
    db.transaction(async (trx) => {
      const { rows } = (await trx.raw(
        `UPDATE rfqs SET status = 'expired', closed_at = now()
         WHERE id IN (SELECT id FROM rfqs WHERE status = 'open' AND expires_at <= now()
                      ORDER BY expires_at LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [size],
      )) as { rows: { id: number }[] };
      for (const { id } of rows) {
        const quotes: { id: number }[] = await trx('quotes')
          .where({ rfqId: id, status: 'submitted' })
          .update({ status: 'expired', decidedAt: trx.fn.now() })
          .returning('id');
        await recordEvent(trx, 'rfq.closed', {
          rfqId: id,
          status: 'expired',
          quoteIds: quotes.map((quote) => quote.id),
        });
      }
      return rows.length;
    }),
  );
  const quotes = await db('quotes')
    .where({ status: 'submitted' })
    .andWhere('validUntil', '<=', db.fn.now())
    .update({ status: 'expired', decidedAt: db.fn.now() });
  return { rfqs, quotes };
}

/** Every minute: requests and quotes do not outlive their time. */
export const expireTradeJob = defineJob<Record<string, never>>({
  name: 'trade.expire',
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  cron: '* * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const expired = await expireTrade(db);
    if (expired.rfqs + expired.quotes > 0)
      logger.info(expired, 'Closed the requests and quotes past their time');
  },
});
