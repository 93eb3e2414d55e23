import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { PaymentPlan } from '../payments/index.ts';

/**
 * Every order is placed by the database function `place_orders` (`sql/place_orders.sql`, applied
 * by `order-routines.ts`): the orders, their lines and first status, then their stock. Checkout
 * calls it from `place_checkout`, in one query; a sample and an accepted quote call it through
 * `placeOrder` below, inside their own transactions. What an order needs when it is placed
 * (payment terms, commission, invoicing) joins it there.
 */

/**
 * One line of an order, priced by whoever places it (decimal strings, as PostgreSQL's numeric
 * columns are read): by its unit price, the total being that times the quantity, or by its total
 * (a sample's price), the unit price being that divided by the quantity, to the cent.
 */
export type OrderLineToPlace = { productId: number; quantity: number } & (
  { unitPrice: string; totalPrice?: never } | { totalPrice: string; unitPrice?: never }
);

/** Where an order came from and the terms it carries. */
export interface OrderTerms {
  quoteId?: number;
  sampleOf?: number;
  incoterm?: string;
  /** The rule's named place, and its UN/LOCODE if given: with a rule, always. */
  incotermPlace?: string;
  incotermPlaceCode?: string | null;
  leadTimeDays?: number;
  /** Structured terms (`PaymentPlan`); none: the supplier's default. */
  paymentPlan?: PaymentPlan | null;
  /** The buying firm's purchase-order number. */
  poNumber?: string | null;
  /** Trade protection, chosen as it is bought (the caller checks that it is offered). */
  protected?: boolean;
  /** An approver approved it: the placer's limits do not hold it (see `place_orders`). */
  approved?: boolean;
}

/** One supplier's order, in one currency: every price of its lines is in it. */
export interface OrderToPlace {
  vendorId: string;
  currency: string;
  shippingAddress: string;
  notes: string | null;
  lines: readonly OrderLineToPlace[];
  terms?: OrderTerms;
}

/** What the database refuses an order with (the detail of its `order_refused` exception). */
export interface OrderRefusal {
  code:
    | 'cart_empty'
    | 'idempotency_key_reused'
    | 'unorderable'
    | 'sold_out'
    | 'too_many_pending_orders'
    | 'po_number_required'
    | 'approval_required'
    | 'sample_already_ordered';
  /** With approval_required: why the purchase needs an approver. */
  reasons?: string[];
  /** With too_many_pending_orders: how many pending orders a buyer may hold. */
  limit?: number;
  /** With unorderable and sold_out: the product's figures when it refused. */
  line?: {
    product_id: number;
    name: string;
    quantity: number;
    minimum_order: number;
    order_multiple: number;
    available_quantity: number;
    is_active: boolean;
  };
}

/** The refusal an error carries when the database refused an order, else undefined. */
export function orderRefusalOf(error: unknown): OrderRefusal | undefined {
  if (!(error instanceof Error) || !error.message.endsWith('order_refused') || !('detail' in error)) {
    return undefined;
  }
  return JSON.parse(String(error.detail)) as OrderRefusal;
}

/**
 * Places one order inside the caller's transaction, in one query: the order, its lines and its
 * first status, then its stock taken. The database's refusals are thrown as they come (read them
 * with `orderRefusalOf`), and the transaction is lost with them.
 */
export async function placeOrder(
  trx: Knex.Transaction,
  buyer: AuthUser,
  order: OrderToPlace,
): Promise<number> {
  const lines = order.lines.map((line) => ({
    product_id: line.productId,
    quantity: line.quantity,
    unit_price: line.unitPrice ?? null,
    total_price: line.totalPrice ?? null,
  }));
  const terms = order.terms ?? {};
  const wanted = {
    vendor_id: order.vendorId,
    currency: order.currency,
    lines,
    terms: {
      quote_id: terms.quoteId ?? null,
      sample_of: terms.sampleOf ?? null,
      incoterm: terms.incoterm ?? null,
      incoterm_place: terms.incotermPlace ?? null,
      incoterm_place_code: terms.incotermPlaceCode ?? null,
      lead_time_days: terms.leadTimeDays ?? null,
      payment_plan: terms.paymentPlan ?? null,
      po_number: terms.poNumber ?? null,
      protected: terms.protected ?? false,
      approved: terms.approved ?? false,
    },
  };
  const { rows } = await trx.raw('SELECT place_orders(?, ?, ?, ?, ?::jsonb) AS placed', [
    buyer.companyId,
    buyer.id,
    order.shippingAddress,
    order.notes,
    JSON.stringify([wanted]),
  ]);
  return (rows as { placed: number[] }[])[0]!.placed[0]!;
}

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * Claims an Idempotency-Key inside the caller's transaction with the function checkout uses
 * (`claim_idempotency_key`): undefined when this request claims it, the orders the first request
 * placed when it is a retry. A key used for another request is refused (idempotency_key_reused).
 */
export async function claimIdempotencyKey(
  trx: Knex.Transaction,
  buyer: AuthUser,
  key: string,
  requestHash: string,
): Promise<number[] | undefined> {
  const { rows } = await trx.raw('SELECT claim_idempotency_key(?, ?, ?, ?) AS earlier', [
    buyer.id,
    key,
    requestHash,
    IDEMPOTENCY_HOURS,
  ]);
  return (rows as { earlier: number[] | null }[])[0]?.earlier ?? undefined;
}

/** Remembers the orders a claimed Idempotency-Key placed, for its retries to answer. */
export async function rememberIdempotentOrders(
  trx: Knex.Transaction,
  buyer: AuthUser,
  key: string,
  orderIds: number[],
): Promise<void> {
  await trx('idempotencyKeys').where({ userId: buyer.id, key }).update({ orderIds });
}
