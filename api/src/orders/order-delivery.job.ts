import type { Knex } from 'knex';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { inBatches } from '../platform/database/in-batches.ts';

/** Days after it was shipped that an order the buyer has not confirmed counts as received. */
export const CONFIRM_RECEIPT_DAYS = 14;

/** Orders delivered per statement: a backlog is worked through in batches of this. */
const BATCH = 500;

/**
 * Marks delivered the orders shipped more than CONFIRM_RECEIPT_DAYS ago whose buyers never
 * confirmed receipt, recorded as the system's move (no one's): the trigger on the status history
 * tells both sides, and the buyer may rate the supplier from then on. Skips orders being moved.
 */
export function deliverUnconfirmedShipments(db: Knex, days = CONFIRM_RECEIPT_DAYS): Promise<number> {
  return inBatches(BATCH, async (size) => {
    const { rows } = (await db.raw(
      `WITH received AS (
         UPDATE orders SET status = 'delivered'
         WHERE id IN (SELECT id FROM orders
                      WHERE status = 'shipped'
                        AND EXISTS (SELECT 1 FROM order_status_changes shipping
                                    WHERE shipping.order_id = orders.id AND shipping.to_status = 'shipped'
                                      AND shipping.changed_at < now() - make_interval(days => ?))
                      ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING id),
       history AS (
         INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by)
         SELECT id, 'shipped', 'delivered', NULL FROM received ORDER BY id)
       SELECT count(*) AS delivered FROM received`,
      [days, size],
    )) as { rows: { delivered: number }[] };
    return Number(rows[0]?.delivered ?? 0);
  });
}

/** Every hour: a shipment the buyer never confirmed counts as received 14 days on. */
export const deliverUnconfirmedShipmentsJob = defineJob<Record<string, never>>({
  name: 'orders.deliver-unconfirmed',
  retry: { limit: 1, delaySeconds: 300, backoff: false },
  cron: '23 * * * *',
  pollingIntervalSeconds: 10,
  async run(_data, { db, logger }) {
    const delivered = await deliverUnconfirmedShipments(db);
    if (delivered > 0)
      logger.info({ delivered }, `Marked ${delivered} shipped orders delivered after 14 days`);
  },
});
