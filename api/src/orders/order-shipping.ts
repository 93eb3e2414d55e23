import type { Knex } from 'knex';
import { Order as OrderRecord } from './order.model.ts';
import { moveOrder } from './orders.service.ts';

/** How far an order's lots have gone, by their actual events. */
export interface ShipmentsProgress {
  /** A lot has departed (or gone further). */
  departed: boolean;
  /** Every lot is delivered. */
  delivered: boolean;
}

/**
 * Moves an order as its shipments say, the caller holding its row lock (`lock_orders`): shipped
 * at the first lot's departure, delivered once every lot is (as the system: the buyer did not
 * confirm receipt). A protected order is not delivered on events: they come from its supplier or
 * the supplier's forwarder, and its receipt starts the clock that releases the money held, so its
 * buyer confirms receipt (or 14 days after shipping count as it). `by` is whoever recorded the
 * event that moved it.
 */
export async function followShipments(
  trx: Knex.Transaction,
  id: number,
  progress: ShipmentsProgress,
  by: string,
): Promise<void> {
  const order = await OrderRecord.query(trx).findById(id).forUpdate().select('status', 'protected');
  let status = order?.status;
  if (progress.departed && status === 'confirmed') {
    await moveOrder(trx, id, 'confirmed', 'shipped', { by, party: 'vendor', via: 'shipment_events' });
    status = 'shipped';
  }
  if (progress.delivered && status === 'shipped' && !order?.protected) {
    await moveOrder(trx, id, 'shipped', 'delivered', { by, via: 'shipment_events' });
  }
}
