import { formatDate, formatOrderNumber } from '@rawex/format';
import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { orderAddress } from '../platform/page-addresses.contract.ts';
import type { Shipment } from './shipments.contract.ts';
import { loadShipments } from './shipments.service.ts';
import { MILESTONE_WORDS, TRANSPORT_DOCUMENTS, type ShipmentMilestone } from './shipment-values.contract.ts';

/** The actual milestones a buyer hears of: the lot left, reached its port, reached them. */
const TOLD_TO_BUYER: readonly ShipmentMilestone[] = ['departed', 'arrived', 'delivered'];
/** How late an estimate must run against the plan before both sides are told: a day. */
const LATE_HOURS = 24;

const lotName = (shipment: Shipment) =>
  `Shipment #${shipment.id} (${shipment.carrier}${shipment.transportDocument.number ? `, ${TRANSPORT_DOCUMENTS[shipment.mode].short} ${shipment.transportDocument.number}` : ''})`;

const days = (hours: number) => Math.round(hours / 24);

/** The news a batch of a lot's events brings, in a sentence, or nothing worth a message. */
function news(
  shipment: Shipment,
  eventIds: readonly string[],
): { title: string; body: string; late: boolean } | null {
  const number = formatOrderNumber(shipment.orderId);
  const fresh = shipment.events.filter((event) => eventIds.includes(event.eventId));
  const milestone = fresh
    .filter((event) => event.classifier === 'actual' && TOLD_TO_BUYER.includes(event.milestone))
    .at(-1);
  if (milestone) {
    const where = milestone.place
      ? ` ${milestone.milestone === 'departed' ? 'from' : 'at'} ${milestone.place}`
      : '';
    const next =
      milestone.milestone !== 'delivered' && shipment.arrival
        ? ` Expected ${formatDate(shipment.arrival.expectedAt)}.`
        : '';
    return {
      title: `Order #${number}: ${MILESTONE_WORDS[milestone.milestone].toLowerCase()}${where}`,
      body: `${lotName(shipment)} ${MILESTONE_WORDS[milestone.milestone].toLowerCase()}${where} on ${formatDate(milestone.at)}.${next}`,
      late: false,
    };
  }
  const arrival = shipment.arrival;
  const reestimated = fresh.some(
    (event) => event.classifier === 'estimated' && event.milestone === arrival?.milestone,
  );
  if (arrival && reestimated && arrival.lateByHours !== null && arrival.lateByHours >= LATE_HOURS) {
    return {
      title: `Order #${number}: running ${days(arrival.lateByHours)} days late`,
      body: `${lotName(shipment)} is now expected ${formatDate(arrival.expectedAt)}, ${days(arrival.lateByHours)} days after the plan.`,
      late: true,
    };
  }
  return null;
}

/**
 * A lot booked and its events recorded: both firms' webhooks hear of each; the buyer's people are
 * told when a lot departs, arrives and is delivered, and both sides when it runs a day or more late.
 */
export const describeShipmentEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  const ids = [...new Set(events.map((event) => Number(event.data.shipmentId)))];
  const shipments = new Map((await loadShipments(db, ids)).map((shipment) => [shipment.id, shipment]));
  for (const event of events) {
    const shipment = shipments.get(Number(event.data.shipmentId));
    if (!shipment) continue;
    const { buyerId, vendorId } = event.data as { buyerId: string; vendorId: string };
    const eventIds = (event.data.eventIds as string[] | undefined) ?? [];
    effects.webhooks.push({
      eventId: event.id,
      type: event.type,
      userIds: [buyerId, vendorId],
      data: { ...shipment, ...(eventIds.length > 0 ? { recordedEventIds: eventIds } : {}) },
    });
    const told =
      event.type === 'shipment.created'
        ? {
            title: `Order #${formatOrderNumber(shipment.orderId)}: shipment booked`,
            body: `${lotName(shipment)} by ${shipment.mode}, ${shipment.placeOfLoading} to ${shipment.placeOfDischarge}.`,
            late: false,
          }
        : news(shipment, eventIds);
    if (!told) continue;
    const sides = [
      ['buyer', buyerId, MEMBERS_WHO.buy, orderAddress(shipment.orderId, 'buyer')],
      ...(told.late
        ? [
            [
              'supplier',
              vendorId,
              MEMBERS_WHO.moveOrders,
              orderAddress(shipment.orderId, 'supplier'),
            ] as const,
          ]
        : []),
    ] as const;
    for (const [side, userId, toMembers, link] of sides) {
      const { title, body } = told;
      effects.notices.push({ eventId: event.id, userId, toMembers, kind: 'order_status', title, body, link });
      effects.emails.push({
        key: `${event.id}:${side}`,
        userId,
        toMembers,
        kind: 'order_status',
        content: { subject: title, paragraphs: [body], action: { label: 'Follow the order', path: link } },
      });
    }
  }
  return effects;
};
