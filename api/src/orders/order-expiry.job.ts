import type { Knex } from 'knex';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { inBatches } from '../platform/database/in-batches.ts';
import { storeMarketplaceSettings } from '../platform/database/marketplace-settings.ts';
import { moveOrder } from './orders.service.ts';

/** Orders cancelled per query: a backlog is worked through in batches of this. */
const BATCH = 500;

/**
 * Cancels the pending orders their suppliers did not confirm in time (`order_confirm_window()`
 * after they were placed), as the system (no one): each moves the one way every order does
 * (`moveOrder`: its stock back, its history, anything held for it refunded), and the trigger on
 * the history tells both sides. Skips orders a supplier is confirming at this moment.
 */
export function cancelUnconfirmedOrders(db: Knex): Promise<number> {
  return inBatches(BATCH, (size) =>
    db.transaction(async (trx) => {
      const expired = (await trx('orders')
        .where({ status: 'pending' })
        .andWhere('createdAt', '<', trx.raw('now() - order_confirm_window()'))
        .orderBy('createdAt')
        .limit(size)
        .forUpdate()
        .skipLocked()
        .pluck('id')) as number[];
      for (const id of expired) await moveOrder(trx, id, 'pending', 'cancelled', { by: null });
      return expired.length;
    }),
  );
}

/** Every minute: pending orders do not hold stock past RAWEX_ORDER_CONFIRM_HOURS (`applyOrderLimits`). */
export const expireUnconfirmedOrdersJob = defineJob<Record<string, never>>({
  name: 'orders.expire-unconfirmed',
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  cron: '* * * * *',
  // Sent once a minute at most: no need to ask for it more often than every 10 s.
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const cancelled = await cancelUnconfirmedOrders(db);
    if (cancelled > 0)
      logger.info({ cancelled }, `Cancelled ${cancelled} orders their suppliers did not confirm in time`);
  },
});

/**
 * Writes the rules the database applies itself from the configuration: how many orders a buyer
 * may have pending, and how long a supplier has to confirm one.
 */
export async function applyOrderLimits(
  db: Knex,
  { maxPendingPerBuyer, confirmWithinHours }: { maxPendingPerBuyer: number; confirmWithinHours: number },
): Promise<void> {
  // A server started on a database not migrated yet answers that on /api/health; it sets its limits next start.
  if (!(await db.schema.hasTable('marketplace_settings'))) return;
  await storeMarketplaceSettings(db, {
    max_pending_orders: maxPendingPerBuyer,
    order_confirm_hours: confirmWithinHours,
  });
}
