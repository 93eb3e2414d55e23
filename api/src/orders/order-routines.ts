import { routinesBeside, type Routine } from '../platform/database/migrate.ts';

/**
 * The database functions of orders (their live bodies: `sql/`): those through which every order
 * is placed, the suppliers' rating figures, the orders' events and when
 * an order reached a status, a cart's lines, what a firm's members
 * placed this month, how long a supplier has to confirm an order, who is party to one, what other
 * domains read of orders and their lines, and how they lock them, mark them protected and give
 * them their payment reference.
 */
export const ORDER_ROUTINES: readonly Routine[] = routinesBeside(import.meta.url, [
  'claim_idempotency_key',
  'limit_pending_orders',
  'place_orders',
  'place_checkout',
  'refresh_vendor_rating',
  'vendor_ratings_changed',
  'vendor_ratings_shown_changed',
  'record_order_events',
  'order_reached_at',
  'cart_line_count',
  'cart_lines',
  'spent_this_month',
  'order_confirm_window',
  'order_party',
  'order_facts',
  'order_lines',
  'set_payment_reference',
  'lock_orders',
  'mark_orders_protected',
]);
