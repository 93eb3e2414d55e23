/**
 * Addresses of the storefront's pages that are more than a path, for the API's notices and emails
 * and the storefront's own links alike: plain values with no schema library.
 */
import { formatOrderNumber } from '@rawex/format';

/**
 * Where a firm finds one of its orders: its list of orders (the buyer's or the supplier's),
 * searched for the order's number.
 */
export const orderAddress = (orderId: number, reader: 'buyer' | 'supplier'): string =>
  `${reader === 'buyer' ? '/orders' : '/vendor/orders'}?search=${formatOrderNumber(orderId)}`;
