import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { followShipments, type ShipmentsProgress } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidFields, type FieldError } from '../platform/errors/index.ts';
import { offsetMinutesOf } from './event-times.ts';
import type { ShipmentEventInput } from './shipments.contract.ts';
import { checkShipper, shipmentNotFound, type OrderSide } from './shipments.service.ts';
import {
  DEPARTED_OR_FURTHER,
  EVENT_HORIZON,
  mayMoveTheOrder,
  type EventClassifier,
  type ShipmentMilestone,
} from './shipment-values.contract.ts';

/** An event as the recording statement takes it (`jsonb_to_recordset`). */
interface PreparedEvent {
  event_id: string;
  milestone: ShipmentMilestone;
  classifier: EventClassifier;
  occurred_at: string;
  utc_offset_minutes: number;
  place: string | null;
  place_code: string | null;
  equipment_reference: string | null;
  issued_at: string | null;
  source: string;
}

/**
 * Records a batch of a lot's events in one statement, with the event that tells of them: those
 * whose ids it has are left as they were; if any of those says something else, or the order is
 * cancelled, nothing is recorded (and the clashing ids, and the order's status, are answered).
 */
const RECORD_EVENTS = `
  WITH ordered AS (SELECT orders.status FROM order_facts() AS orders WHERE orders.id = :orderId),
  sent AS (
    SELECT * FROM jsonb_to_recordset(:events::jsonb) AS sent(
      event_id text, milestone text, classifier text, occurred_at timestamptz, utc_offset_minutes smallint,
      place text, place_code text, equipment_reference text, issued_at timestamptz, source text)),
  clashing AS (
    SELECT sent.event_id FROM sent
      JOIN shipment_events stored ON stored.shipment_id = :shipmentId AND stored.event_id = sent.event_id
     WHERE (stored.milestone, stored.classifier, stored.occurred_at, stored.utc_offset_minutes,
            stored.place, stored.place_code, stored.equipment_reference)
           IS DISTINCT FROM (sent.milestone, sent.classifier, sent.occurred_at, sent.utc_offset_minutes,
            sent.place, sent.place_code, sent.equipment_reference)),
  inserted AS (
    INSERT INTO shipment_events (shipment_id, event_id, milestone, classifier, occurred_at, utc_offset_minutes,
                                 place, place_code, equipment_reference, issued_at, source, recorded_by)
    SELECT :shipmentId, event_id, milestone, classifier, occurred_at, utc_offset_minutes, place, place_code,
           equipment_reference, coalesce(issued_at, now()), source, :recordedBy
      FROM sent WHERE NOT EXISTS (SELECT FROM clashing) AND (SELECT status FROM ordered) <> 'cancelled'
    ON CONFLICT (shipment_id, event_id) DO NOTHING
    RETURNING event_id)
  SELECT (SELECT status FROM ordered) AS order_status,
         (SELECT coalesce(array_agg(event_id), '{}') FROM clashing) AS clashing,
         (SELECT coalesce(array_agg(event_id), '{}') FROM inserted) AS recorded,
         (SELECT record_event('shipment.events_recorded', :told::jsonb || jsonb_build_object('eventIds', ids))
            FROM (SELECT jsonb_agg(event_id) AS ids FROM inserted) fresh WHERE ids IS NOT NULL) AS told`;

/** Times no event can have: an actual one not yet come, a plan past the horizon, anything before the order. */
function timeErrors(events: readonly ShipmentEventInput[], placedAt: Date, now: Date): FieldError[] {
  const latestActual = now.getTime() + EVENT_HORIZON.clockSkewMinutes * 60_000;
  const horizon = now.getTime() + EVENT_HORIZON.aheadDays * 86_400_000;
  return events.flatMap((event, index) => {
    const at = new Date(event.at).getTime();
    const field = events.length === 1 ? 'at' : `${index}.at`;
    if (at < placedAt.getTime() - 86_400_000) {
      return [
        { field, message: `is before the order was placed (${placedAt.toISOString()}): check the date` },
      ];
    }
    if (event.classifier === 'actual' && at > latestActual) {
      return [
        { field, message: 'is still to come: an actual event has happened; send it as planned or estimated' },
      ];
    }
    if (at > horizon) {
      return [{ field, message: `is more than ${EVENT_HORIZON.aheadDays} days ahead: check the date` }];
    }
    return [];
  });
}

/**
 * Records a lot's events, each once by its id: one sent again is left as it was, one whose id
 * another event already has is refused with the rest. Out of order is fine: where a lot stands
 * follows from its events, not from the order they came in. The first actual departure of any
 * lot ships the order; the last lot delivered delivers it.
 */
/** What never changes of a lot: its order, that order's two firms and when it was placed. */
type LotFacts = Omit<OrderSide, 'orderStatus'>;
/** Lots whose facts were read, by database: a forwarder pushes a lot's events one by one. */
const KNOWN_LOTS = new WeakMap<Knex, LRUCache<number, LotFacts>>();

/** A lot's facts, read once per process: none of them ever changes. */
async function lotFacts(db: Knex, shipmentId: number): Promise<LotFacts | undefined> {
  let known = KNOWN_LOTS.get(db);
  if (!known) KNOWN_LOTS.set(db, (known = new LRUCache({ max: 10_000 })));
  const cached = known.get(shipmentId);
  if (cached) return cached;
  const facts = (await db('shipments')
    .join(db.raw('order_facts() AS orders ON orders.id = shipments.order_id'))
    .where('shipments.id', shipmentId)
    .first(
      'shipments.order_id AS orderId',
      'orders.buyer_id AS buyerId',
      'orders.vendor_id AS vendorId',
      'orders.created_at AS placedAt',
    )) as LotFacts | undefined;
  if (facts) known.set(shipmentId, facts);
  return facts;
}

export async function recordShipmentEvents(
  db: Knex,
  actor: AuthUser,
  shipmentId: number,
  events: readonly ShipmentEventInput[],
): Promise<{ recorded: string[]; duplicates: string[] }> {
  const shipment = await lotFacts(db, shipmentId);
  if (!shipment) throw shipmentNotFound();
  checkShipper(actor, shipment, shipmentNotFound);
  const wrongTimes = timeErrors(events, new Date(shipment.placedAt), new Date());
  if (wrongTimes.length > 0) throw invalidFields(wrongTimes);

  const prepared: PreparedEvent[] = events.map((event) => ({
    event_id: event.eventId ?? randomUUID(),
    milestone: event.milestone,
    classifier: event.classifier,
    occurred_at: event.at,
    utc_offset_minutes: offsetMinutesOf(event.at),
    place: event.place ?? null,
    place_code: event.placeCode ?? null,
    equipment_reference: event.equipmentReference ?? null,
    issued_at: event.issuedAt ?? null,
    source: event.source,
  }));
  /** Records them on `db`, or refuses them all when one reuses an id; answers the ids recorded. */
  const record = async (on: Knex) => {
    const { rows } = (await on
      .raw(RECORD_EVENTS, {
        events: JSON.stringify(prepared),
        shipmentId,
        orderId: shipment.orderId,
        recordedBy: actor.id,
        told: JSON.stringify({
          shipmentId,
          orderId: shipment.orderId,
          buyerId: shipment.buyerId,
          vendorId: shipment.vendorId,
        }),
      })
      .options({ name: 'record_shipment_events' })) as {
      rows: { order_status: string; clashing: string[]; recorded: string[] }[];
    };
    const { order_status: orderStatus, clashing, recorded } = rows[0]!;
    if (orderStatus === 'cancelled') {
      throw new AppError({
        status: 409,
        code: 'order_cancelled',
        title: 'Conflict',
        detail: 'This shipment’s order is cancelled: its events are no longer recorded.',
      });
    }
    if (clashing.length > 0) {
      throw new AppError({
        status: 409,
        code: 'event_id_reused',
        title: 'Conflict',
        detail: `This shipment already has ${clashing.length === 1 ? 'an event' : 'events'} with the id ${clashing.join(', ')}, saying something else: give a new event its own id. Nothing was recorded.`,
        extensions: { eventIds: clashing },
      });
    }
    return { fresh: new Set(recorded), orderStatus };
  };
  const outcome = (fresh: Set<string>) => ({
    recorded: [...fresh],
    duplicates: prepared.map((event) => event.event_id).filter((id) => !fresh.has(id)),
  });

  // Most events move no order: one statement records them and what tells of them.
  const mayShip = (batch: readonly PreparedEvent[], status = 'confirmed') =>
    status === 'confirmed' && batch.some(mayMoveTheOrder);
  const mayDeliver = (batch: readonly PreparedEvent[], status = 'shipped') =>
    status !== 'delivered' &&
    batch.some((event) => event.classifier === 'actual' && event.milestone === 'delivered');
  if (!mayShip(prepared) && !mayDeliver(prepared)) return outcome((await record(db)).fresh);

  // An actual departure or delivery: the order follows under its lock, in the same transaction.
  return db.transaction(async (trx) => {
    const { fresh, orderStatus } = await record(trx);
    const recorded = prepared.filter((event) => fresh.has(event.event_id));
    if (mayShip(recorded, orderStatus) || mayDeliver(recorded, orderStatus)) {
      await trx.raw('SELECT lock_orders(?)', [[shipment.orderId]]);
      await followShipments(trx, shipment.orderId, await progressOf(trx, shipment.orderId), actor.id);
    }
    return outcome(fresh);
  });
}

/** How far an order's lots have gone by their actual events, read after its lock was taken. */
async function progressOf(trx: Knex.Transaction, orderId: number): Promise<ShipmentsProgress> {
  const { rows } = (await trx.raw(
    `SELECT coalesce(bool_or(reached.departed), false) AS departed,
            coalesce(bool_and(reached.delivered), false) AS delivered
       FROM shipments
       CROSS JOIN LATERAL (
         SELECT coalesce(bool_or(event.milestone = ANY (?)), false) AS departed,
                coalesce(bool_or(event.milestone = 'delivered'), false) AS delivered
           FROM shipment_events event
          WHERE event.shipment_id = shipments.id AND event.classifier = 'actual') reached
      WHERE shipments.order_id = ?`,
    [[...DEPARTED_OR_FURTHER], orderId],
  )) as { rows: ShipmentsProgress[] };
  return rows[0]!;
}
