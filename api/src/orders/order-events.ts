import { formatOrderNumber } from '@rawex/format';
import type { Knex } from 'knex';
import { noEffects, type EventDescriber, type RecordedEvent } from '../notifications/index.ts';
import type { MovedVia, OrderStatus } from './order-states.contract.ts';
import { orderAddress } from '../platform/page-addresses.contract.ts';
import type { Order } from './orders.contract.ts';
import { loadOrders } from './orders.service.ts';
import { CONFIRM_RECEIPT_DAYS } from './order-delivery.job.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { moneyText } from '../payments/index.ts';

interface OrderEventData {
  orderId: number;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Null when the system moved it (an order its supplier did not confirm in time). */
  changedBy: string | null;
  /** Set when its shipments' events moved it. */
  via?: MovedVia | null;
}

/** Why an order moved when its shipments' events moved it. */
const VIA_SHIPMENTS: Partial<Record<OrderStatus, string>> = {
  shipped: 'its first lot departed, as its shipment’s events say',
  delivered: 'every lot is recorded delivered',
};

/** What the buyer is told of each move, and the supplier of the moves it did not make. */
const MOVES: Partial<Record<OrderStatus, { buyer: string; vendor: string }>> = {
  confirmed: { buyer: 'was confirmed by its supplier', vendor: 'is confirmed' },
  shipped: { buyer: 'has shipped', vendor: 'is shipped' },
  delivered: { buyer: 'was delivered', vendor: 'is delivered' },
  cancelled: { buyer: 'was cancelled', vendor: 'was cancelled' },
};

const listItems = (order: Order) =>
  order.items
    .map((item) => `${item.quantity} × ${item.product.name} at ${moneyText(item.unitPrice, order.currency)}`)
    .join('\n');

const vendorName = (order: Order) => order.vendor.companyName ?? 'your supplier';

/** Who on the buying side hears of an order: the member who placed it (its company, once they are gone). */
const buyerPerson = (order: Order) => order.placedBy ?? order.buyerId;

/**
 * Orders placed and moved: the buyer's confirmation (one email for all the orders of a checkout),
 * the supplier's new order, the buyer's news of each move, and both sides' webhooks.
 */
export const describeOrderEvents: EventDescriber = async (db: Knex, events: readonly RecordedEvent[]) => {
  const effects = noEffects();
  const moves = events.map((event) => ({ event, ...(event.data as unknown as OrderEventData) }));
  const loaded = await loadOrders(db, [...new Set(moves.map((move) => move.orderId))]);
  const orders = new Map(loaded.map((order) => [order.id, order]));

  const placedByBuyer = new Map<string, { eventId: string; order: Order }[]>();
  for (const move of moves) {
    const order = orders.get(move.orderId);
    if (!order) continue;
    const number = formatOrderNumber(order.id);
    const data = { ...order, ...(move.from ? { previousStatus: move.from } : {}) };
    effects.webhooks.push({
      eventId: move.event.id,
      type: move.event.type,
      userIds: [order.buyerId, order.vendorId],
      data,
    });

    if (move.from === null) {
      placedByBuyer.set(buyerPerson(order), [
        ...(placedByBuyer.get(buyerPerson(order)) ?? []),
        { eventId: move.event.id, order },
      ]);
      effects.notices.push({
        eventId: move.event.id,
        userId: buyerPerson(order),
        kind: 'order_placed',
        title: `Order #${number} placed`,
        body: `Your order with ${vendorName(order)} for ${moneyText(order.totalAmount, order.currency)} is waiting for the supplier’s confirmation.`,
        link: orderAddress(order.id, 'buyer'),
      });
      const received = {
        title: `New order #${number}`,
        body: `A buyer ordered ${order.items.length === 1 ? order.items[0]!.product.name : `${order.items.length} products`} for ${moneyText(order.totalAmount, order.currency)}. Confirm it to keep the stock reserved.`,
      };
      effects.notices.push({
        eventId: move.event.id,
        userId: order.vendorId,
        toMembers: MEMBERS_WHO.moveOrders,
        kind: 'order_received',
        ...received,
        link: orderAddress(order.id, 'supplier'),
      });
      effects.emails.push({
        key: `${move.event.id}:order_received`,
        userId: order.vendorId,
        toMembers: MEMBERS_WHO.moveOrders,
        kind: 'order_received',
        content: {
          subject: `New order #${number} — ${moneyText(order.totalAmount, order.currency)}`,
          paragraphs: [
            received.body,
            listItems(order),
            `Ship to: ${order.shippingAddress}`,
            ...(order.poNumber ? [`The buyer’s purchase-order number: ${order.poNumber}`] : []),
            ...(order.notes ? [`Notes: ${order.notes}`] : []),
          ],
          action: { label: 'Open the order', path: orderAddress(order.id, 'supplier') },
        },
      });
      continue;
    }

    const told = MOVES[move.to];
    if (!told) continue;
    const bySystem = move.changedBy === null;
    const viaShipments = move.via === 'shipment_events' ? VIA_SHIPMENTS[move.to] : undefined;
    const reason = viaShipments
      ? `: ${viaShipments}`
      : !bySystem
        ? ''
        : move.to === 'delivered'
          ? `: ${CONFIRM_RECEIPT_DAYS} days after it shipped, RawEx counts it as received, and you may rate the supplier`
          : ' because its supplier did not confirm it in time; its stock is released';
    if (move.changedBy !== buyerPerson(order)) {
      const title = `Order #${number} ${told.buyer}`;
      effects.notices.push({
        eventId: move.event.id,
        userId: buyerPerson(order),
        kind: 'order_status',
        title,
        body: `Your order with ${vendorName(order)} ${told.buyer}${reason}.`,
        link: orderAddress(order.id, 'buyer'),
      });
      effects.emails.push({
        key: `${move.event.id}:order_status`,
        userId: buyerPerson(order),
        kind: 'order_status',
        content: {
          subject: title,
          paragraphs: [
            `Your order #${number} with ${vendorName(order)} ${told.buyer}${reason}.`,
            listItems(order),
            `Total: ${moneyText(order.totalAmount, order.currency)}`,
          ],
          action: { label: 'See the order', path: orderAddress(order.id, 'buyer') },
        },
      });
    }
    if (move.changedBy !== order.vendorId || viaShipments) {
      const title = `Order #${number} ${told.vendor}`;
      const body = viaShipments
        ? `It moved because ${viaShipments}.`
        : move.to === 'delivered'
          ? bySystem
            ? `RawEx marked it delivered: its buyer did not confirm receipt within ${CONFIRM_RECEIPT_DAYS} days of shipping.`
            : 'The buyer confirmed receipt.'
          : bySystem
            ? 'RawEx cancelled it: it was not confirmed in time. Its stock is back on sale.'
            : move.to === 'cancelled'
              ? 'The buyer cancelled it. Its stock is back on sale.'
              : `The buyer marked it ${move.to}.`;
      effects.notices.push({
        eventId: move.event.id,
        userId: order.vendorId,
        toMembers: MEMBERS_WHO.moveOrders,
        kind: 'order_status',
        title,
        body,
        link: orderAddress(order.id, 'supplier'),
      });
      effects.emails.push({
        key: `${move.event.id}:order_status`,
        userId: order.vendorId,
        toMembers: MEMBERS_WHO.moveOrders,
        kind: 'order_status',
        content: {
          subject: title,
          paragraphs: [body, listItems(order)],
          action: { label: 'Open the order', path: orderAddress(order.id, 'supplier') },
        },
      });
    }
  }

  for (const [buyerId, placed] of placedByBuyer) {
    const numbers = placed.map(({ order }) => `#${formatOrderNumber(order.id)}`);
    effects.emails.push({
      // One confirmation for the orders of one checkout, known by its first.
      key: `${placed[0]!.eventId}:order_placed`,
      userId: buyerId,
      kind: 'order_placed',
      content: {
        subject:
          placed.length === 1
            ? `Your order ${numbers[0]} is placed`
            : `Your orders ${numbers.join(', ')} are placed`,
        paragraphs: [
          placed.length === 1
            ? 'Thank you for your order. Its supplier will confirm it shortly.'
            : `Thank you for your order: it went to ${placed.length} suppliers, one order each. Each supplier will confirm its order shortly.`,
          ...placed.map(
            ({ order }) =>
              `Order #${formatOrderNumber(order.id)} with ${vendorName(order)} — ${moneyText(order.totalAmount, order.currency)}${order.poNumber ? ` (your PO ${order.poNumber})` : ''}\n${listItems(order)}`,
          ),
          `Ship to: ${placed[0]!.order.shippingAddress}`,
        ],
        action:
          placed.length === 1
            ? { label: 'See the order', path: orderAddress(placed[0]!.order.id, 'buyer') }
            : { label: 'See your orders', path: '/orders' },
      },
    });
  }
  return effects;
};
