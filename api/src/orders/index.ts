// What other domains may use of orders: place one, read one.
export { orderRefusalProblem } from './checkout.service.ts';
export {
  claimIdempotencyKey,
  orderRefusalOf,
  placeOrder,
  rememberIdempotentOrders,
  type OrderRefusal,
} from './order-placement.ts';
export { getOrder } from './orders.service.ts';
export { Order } from './order.model.ts';
