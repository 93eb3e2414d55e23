/**
 * An order's statuses and the moves between them: plain values with no schema library, so the
 * storefront can offer exactly the moves the API allows.
 */

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderParty = 'buyer' | 'vendor';

/**
 * The order state machine: from each status, the statuses each party may move it to. The buyer
 * confirms receipt (delivered), or the system does 14 days after shipping: a rating needs a
 * delivered order, so a supplier cannot rate itself through buyers it made up.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderParty[]>>> = {
  pending: { confirmed: ['vendor'], cancelled: ['vendor', 'buyer'] },
  confirmed: { shipped: ['vendor'], cancelled: ['vendor'] },
  shipped: { delivered: ['buyer'] },
  delivered: {},
  cancelled: {},
};

/** Where a party may move an order from `from`. */
export function allowedMoves(from: OrderStatus, party: OrderParty): OrderStatus[] {
  return (Object.entries(ORDER_TRANSITIONS[from]) as [OrderStatus, readonly OrderParty[]][])
    .filter(([, parties]) => parties.includes(party))
    .map(([to]) => to);
}

/** What moved an order besides a party or the clock: its shipments' recorded events. */
export const MOVED_VIA = ['shipment_events'] as const;
export type MovedVia = (typeof MOVED_VIA)[number];
