import type { Knex } from 'knex';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { shipmentView, type ShipmentRow } from './shipment-view.ts';
import type { CreateShipmentBody, Shipment } from './shipments.contract.ts';

/** What the shipments' reads and writes know of their order. */
export interface OrderSide {
  orderId: number;
  buyerId: string;
  vendorId: string;
  orderStatus: string;
  placedAt: Date;
}

/**
 * What counts of a lot's events, a row for each milestone and classifier told of: the latest
 * actual time; of plans and estimates, the one issued last (the sender's id breaking a tie).
 */
const COUNTED_EVENTS = `(SELECT coalesce(json_agg(json_build_object(
     'milestone', counted.milestone, 'classifier', counted.classifier, 'occurredAt', counted.occurred_at,
     'offsetMinutes', counted.utc_offset_minutes, 'place', counted.place)), '[]'::json)
   FROM (SELECT DISTINCT ON (event.milestone, event.classifier) event.*
           FROM shipment_events event WHERE event.shipment_id = shipments.id
          ORDER BY event.milestone, event.classifier,
                   CASE WHEN event.classifier = 'actual' THEN event.occurred_at ELSE event.issued_at END DESC,
                   event.event_id COLLATE "C" DESC) counted) AS counted`;

/** Every event of a lot, by time. */
const ALL_EVENTS = `(SELECT coalesce(json_agg(json_build_object(
     'eventId', event.event_id, 'milestone', event.milestone, 'classifier', event.classifier,
     'occurredAt', event.occurred_at, 'offsetMinutes', event.utc_offset_minutes,
     'place', event.place, 'placeCode', event.place_code,
     'equipmentReference', event.equipment_reference, 'source', event.source,
     'issuedAt', event.issued_at, 'recordedAt', event.recorded_at)
   ORDER BY event.occurred_at, event.event_id COLLATE "C"), '[]'::json)
   FROM shipment_events event WHERE event.shipment_id = shipments.id) AS events`;

/**
 * Shipments with their events and what counts of them, and their order's parties: one
 * statement. The order is read through orders' `order_facts()`.
 */
function shipmentsWithEvents(db: Knex) {
  return db('shipments')
    .join(db.raw('order_facts() AS orders ON orders.id = shipments.order_id'))
    .select(
      'shipments.*',
      'orders.buyer_id',
      'orders.vendor_id',
      'orders.status AS order_status',
      'orders.created_at AS placed_at',
      db.raw(COUNTED_EVENTS),
      db.raw(ALL_EVENTS),
    )
    .orderBy('shipments.id');
}

type LoadedRow = ShipmentRow & OrderSide;

export const shipmentNotFound = () => notFound('Shipment not found', 'shipment_not_found');
export const orderNotFound = () => notFound('Order not found', 'order_not_found');

/** The order's two firms, and administrators. */
export const isParty = (actor: AuthUser, side: Pick<OrderSide, 'buyerId' | 'vendorId'>) =>
  actor.companyId === side.buyerId || actor.companyId === side.vendorId || actor.role === 'admin';

/** Only an order's supplier books its lots and records their events (its forwarder, with its key). */
export function checkShipper(
  actor: AuthUser,
  side: Pick<OrderSide, 'buyerId' | 'vendorId'>,
  missing: () => AppError,
) {
  if (actor.companyId === side.vendorId) return;
  if (actor.companyId !== side.buyerId) throw missing();
  throw new AppError({
    status: 403,
    code: 'not_the_shipper',
    title: 'Forbidden',
    detail:
      'Only the order’s supplier books its shipments and records their events (or its carrier or forwarder, with a key the supplier made for it).',
  });
}

/** The shipments of `ids`, each with its events. */
export async function loadShipments(db: Knex, ids: readonly number[]): Promise<Shipment[]> {
  if (ids.length === 0) return [];
  const rows: LoadedRow[] = await shipmentsWithEvents(db).whereIn('shipments.id', ids);
  return rows.map(shipmentView);
}

/** An order's lots, to its buyer and its supplier. */
export async function listShipments(db: Knex, actor: AuthUser, orderId: number): Promise<Shipment[]> {
  const order = await db
    .first('buyer_id AS buyerId', 'vendor_id AS vendorId')
    .from(db.raw('order_facts() AS orders'))
    .where('orders.id', orderId);
  if (!order || !isParty(actor, order)) throw orderNotFound();
  const rows: LoadedRow[] = await shipmentsWithEvents(db).where('shipments.order_id', orderId);
  return rows.map(shipmentView);
}

/** One lot, to its order's buyer and supplier. */
export async function getShipment(db: Knex, actor: AuthUser, id: number): Promise<Shipment> {
  const row: LoadedRow | undefined = await shipmentsWithEvents(db).where('shipments.id', id).first();
  if (!row || !isParty(actor, row)) throw shipmentNotFound();
  return shipmentView(row);
}

/** Why an order takes no lot now, or null when it does: it is confirmed, or some lots are on their way. */
function notShippable(status: string): string | null {
  if (status === 'confirmed' || status === 'shipped') return null;
  if (status === 'pending') return 'This order is pending: confirm it before you book its shipments.';
  if (status === 'delivered') return 'This order is delivered: every lot it had has arrived.';
  return `This order is ${status}: it ships nothing.`;
}

/** Books a lot of an order, for its supplier. */
export async function createShipment(
  db: Knex,
  actor: AuthUser,
  orderId: number,
  body: CreateShipmentBody,
): Promise<Shipment> {
  const id = await db.transaction(async (trx) => {
    await trx.raw('SELECT lock_orders(?)', [[orderId]]);
    const order = await trx
      .first('buyer_id AS buyerId', 'vendor_id AS vendorId', 'status')
      .from(trx.raw('order_facts() AS orders'))
      .where('orders.id', orderId);
    if (!order) throw orderNotFound();
    checkShipper(actor, order, orderNotFound);
    const refusal = notShippable(order.status);
    if (refusal)
      throw new AppError({ status: 409, code: 'order_not_shippable', title: 'Conflict', detail: refusal });
    const [created] = (await trx('shipments')
      .insert({ ...body, orderId, createdBy: actor.id })
      .returning('id')) as { id: number }[];
    await recordEvent(trx, 'shipment.created', {
      shipmentId: created!.id,
      orderId,
      buyerId: order.buyerId,
      vendorId: order.vendorId,
    });
    return created!.id;
  });
  return getShipment(db, actor, id);
}
