// What other domains may use of orders: place one, read one, count a cart's lines, sum a month's spend.
export { cartLinesQuery } from './cart.service.ts';
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
export { getOrder } from './orders.service.ts';
export { orderSample, sampleToOrder, type SampleToOrder } from './sample-orders.service.ts';
export { Order } from './order.model.ts';
