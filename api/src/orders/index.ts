// What other domains may use of orders: place one, read one, ask whom one is between, who buys
// in a category, sum a month's spend, take lines out of a cart (and, in SQL, `cart_line_count`,
// `cart_lines`, `spent_this_month`, `order_party`; for the domains orders itself calls on,
// `order_facts()` to read orders by, `lock_orders` and `mark_orders_protected`).
export {
  checkout,
  orderRefusalProblem,
  PO_NUMBER_REQUIRED,
  type CheckoutRequest,
} from './checkout.service.ts';
export {
  claimIdempotencyKey,
  orderRefusalOf,
  placeOrder,
  rememberIdempotentOrders,
  type OrderRefusal,
} from './order-placement.ts';
export { takeFromCart } from './cart.service.ts';
export { buyersWhoOrderedIn, getOrder, isOrderBetween, orderOfYourFirm } from './orders.service.ts';
export { followShipments, type ShipmentsProgress } from './order-shipping.ts';
export { orderCount, ordersDataOf } from './personal-data.ts';
export { orderSample, sampleToOrder, type SampleToOrder } from './sample-orders.service.ts';
export { Order } from './order.model.ts';
