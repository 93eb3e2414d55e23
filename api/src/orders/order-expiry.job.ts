import type { Knex } from 'knex';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { inBatches } from '../platform/database/in-batches.ts';

/** Orders cancelled per statement: a backlog is worked through in batches of this. */
const BATCH = 500;

/**
 * Cancels the pending orders placed more than `hours` ago that their suppliers never confirmed,
 * puts their stock back and records the move as the system's (no one's): the trigger on the
 * status history tells both sides. Skips orders a supplier is confirming at this moment.
 */
export function cancelUnconfirmedOrders(db: Knex, hours: number): Promise<number> {
  return inBatches(BATCH, async (size) => {
    const { rows } = (await db.raw(
      `WITH expired AS (
         UPDATE orders SET status = 'cancelled'
         WHERE id IN (SELECT id FROM orders
                      WHERE status = 'pending' AND created_at < now() - make_interval(secs => ?)
                      ORDER BY created_at LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING id),
       restocked AS (
         UPDATE products SET available_quantity = products.available_quantity + item.quantity
         FROM (SELECT product_id, sum(quantity) AS quantity FROM order_items
               WHERE order_id IN (SELECT id FROM expired) GROUP BY product_id) item
         WHERE products.id = item.product_id),
       history AS (
         INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by)
         SELECT id, 'pending', 'cancelled', NULL FROM expired ORDER BY id)
       SELECT count(*) AS cancelled FROM expired`,
      [hours * 3600, size],
    )) as { rows: { cancelled: number }[] };
    return Number(rows[0]?.cancelled ?? 0);
  });
}

/** Every minute: pending orders do not hold stock past RAWEX_ORDER_CONFIRM_HOURS. */
export const expireUnconfirmedOrdersJob = defineJob<Record<string, never>>({
  name: 'orders.expire-unconfirmed',
  retry: { limit: 1, delaySeconds: 30, backoff: false },
  cron: '* * * * *',
  // Sent once a minute at most: no need to ask for it more often than every 10 s.
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger, settings }) {
    const cancelled = await cancelUnconfirmedOrders(db, settings.orders.confirmWithinHours);
    if (cancelled > 0)
      logger.info({ cancelled }, `Cancelled ${cancelled} orders their suppliers did not confirm in time`);
  },
});

/** Writes the limits the database applies itself (a buyer's pending orders) from the configuration. */
export async function applyOrderLimits(
  db: Knex,
  { maxPendingPerBuyer }: { maxPendingPerBuyer: number },
): Promise<void> {
  // A server started on a database not migrated yet answers that on /api/health; it sets its limits next start.
  if (!(await db.schema.hasTable('marketplace_settings'))) return;
  await db('marketplaceSettings')
    .insert({ name: 'max_pending_orders', value: JSON.stringify(maxPendingPerBuyer) })
    .onConflict('name')
    .merge();
}
