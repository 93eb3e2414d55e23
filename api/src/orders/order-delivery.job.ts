import type { Knex } from 'knex';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { inBatches } from '../platform/database/in-batches.ts';
import { moveOrder } from './orders.service.ts';

/** Days after it was shipped that an order the buyer has not confirmed counts as received. */
export const CONFIRM_RECEIPT_DAYS = 14;

/** Orders delivered per query: a backlog is worked through in batches of this. */
const BATCH = 500;

/**
 * Marks delivered the orders shipped more than CONFIRM_RECEIPT_DAYS ago whose buyers never
 * confirmed receipt, as the system (no one): each moves the one way every order does
 * (`moveOrder`), the trigger on the history tells both sides, and the buyer may rate the supplier
 * from then on. A protected order's money is released when its dispute window closes, as after a
 * buyer's confirmation. Skips orders being moved.
 */
export function deliverUnconfirmedShipments(db: Knex, days = CONFIRM_RECEIPT_DAYS): Promise<number> {
  return inBatches(BATCH, (size) =>
    db.transaction(async (trx) => {
      const received = (await trx('orders')
        .where({ status: 'shipped' })
        .whereExists((shipping) =>
          shipping
            .from('orderStatusChanges')
            .whereRaw('order_status_changes.order_id = orders.id')
            .andWhere('toStatus', 'shipped')
            .andWhere('changedAt', '<', trx.raw('now() - make_interval(days => ?)', [days])),
        )
        .orderBy('id')
        .limit(size)
        .forUpdate()
        .skipLocked()
        .pluck('id')) as number[];
      for (const id of received) await moveOrder(trx, id, 'shipped', 'delivered', { by: null });
      return received.length;
    }),
  );
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
