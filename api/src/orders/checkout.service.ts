import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CheckoutResult } from './orders.contract.ts';
import { AppError, invalidField } from '../platform/errors/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { IDEMPOTENCY_HOURS, orderRefusalOf, type OrderRefusal } from './order-placement.ts';
import { loadOrders } from './orders.service.ts';

export interface CheckoutRequest {
  shippingAddress: string;
  notes?: string | undefined;
  poNumber?: string | undefined;
  /** Trade protection for the orders placed (the caller checks that it is offered). */
  protection?: boolean | undefined;
}

interface CartLine {
  productId: number;
  name: string;
  quantity: number;
  minimumOrder: number;
  orderMultiple: number;
  availableQuantity: number;
  isActive: boolean;
}

/** A company that asks for purchase-order numbers refuses a purchase without one. */
export const PO_NUMBER_REQUIRED = () =>
  invalidField('poNumber', 'is required by your company: give your purchase-order number');

const refuse = (status: number, code: string, detail: string, productId?: number) =>
  new AppError({
    status,
    code,
    title: status === 409 ? 'Conflict' : 'Unprocessable Content',
    detail,
    ...(productId !== undefined ? { extensions: { productId } } : {}),
  });

/** A quantity that is not a multiple of what the product is sold in: 422, naming the multiple. */
export function quantityNotMultiple(
  line: Pick<CartLine, 'productId' | 'name' | 'quantity' | 'orderMultiple'>,
): AppError {
  const lower = Math.floor(line.quantity / line.orderMultiple) * line.orderMultiple;
  const choices = [lower, lower + line.orderMultiple]
    .filter((quantity) => quantity > 0)
    .map((quantity) => quantity.toLocaleString('en-US'));
  return refuse(
    422,
    'quantity_not_multiple',
    `${line.name} is sold in multiples of ${line.orderMultiple.toLocaleString('en-US')}; ${line.quantity.toLocaleString('en-US')} is not one: order ${choices.join(' or ')}.`,
    line.productId,
  );
}

/** Why a cart line cannot be ordered, if it cannot. */
function lineProblem(line: CartLine): AppError | undefined {
  if (!line.isActive) {
    return refuse(
      409,
      'product_unavailable',
      `${line.name} is no longer on sale: remove it from your cart.`,
      line.productId,
    );
  }
  if (line.quantity < line.minimumOrder) {
    return refuse(
      422,
      'below_minimum_order',
      `${line.name} has a minimum order of ${line.minimumOrder}; your cart has ${line.quantity}.`,
      line.productId,
    );
  }
  if (line.quantity % line.orderMultiple !== 0) return quantityNotMultiple(line);
  if (line.quantity > line.availableQuantity) {
    return refuse(
      409,
      'insufficient_stock',
      `Only ${line.availableQuantity} of ${line.name} are available; your cart has ${line.quantity}.`,
      line.productId,
    );
  }
  return undefined;
}

/** The problem a buyer reads for a refused order, in checkout's words where a cart line refused it. */
export function orderRefusalProblem({ code, line, limit, reasons }: OrderRefusal): AppError {
  if (code === 'cart_empty') return refuse(422, 'cart_empty', 'Your cart is empty.');
  if (code === 'po_number_required') return PO_NUMBER_REQUIRED();
  if (code === 'approval_required') {
    const why = (reasons ?? []).map((reason) =>
      reason === 'monthly_limit'
        ? 'it would take you past your monthly limit'
        : 'it passes your company’s per-order threshold',
    );
    return new AppError({
      status: 409,
      code: 'approval_required',
      title: 'Conflict',
      detail: `This purchase needs an approver: ${why.join(', and ')}. Buy it through your cart, where it waits for an approver, or ask an owner or admin of your company.`,
      extensions: { reasons: reasons ?? [] },
    });
  }
  if (code === 'too_many_pending_orders') {
    return refuse(
      409,
      'too_many_pending_orders',
      `You have ${limit} orders waiting for their suppliers to confirm them, the most a buyer may hold: wait for a confirmation, or cancel one, before you place more.`,
    );
  }
  if (code === 'idempotency_key_reused' || !line) {
    return refuse(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different request.');
  }
  const cartLine = {
    productId: line.product_id,
    name: line.name,
    quantity: line.quantity,
    minimumOrder: line.minimum_order,
    orderMultiple: line.order_multiple,
    availableQuantity: line.available_quantity,
    isActive: line.is_active,
  };
  return (
    lineProblem(cartLine) ?? refuse(409, 'insufficient_stock', `${line.name} just sold out.`, line.product_id)
  );
}

/**
 * Turns the buyer's cart into one order per supplier with the database function `place_checkout`
 * (`sql/place_checkout.sql`), in one query and so one transaction: every line is checked, the
 * orders placed as every order is (`order-placement.ts`), the cart emptied and the stock taken
 * last. A retry with the same Idempotency-Key answers the orders the first checkout placed.
 */
export async function checkout(
  db: Knex,
  buyer: AuthUser,
  request: CheckoutRequest,
  idempotencyKey?: string,
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  let placed: { order_id: number; replayed: boolean }[];
  try {
    const answer = await db
      .raw('SELECT order_id, replayed FROM place_checkout(?, ?, ?, ?, ?, ?, ?, ?, ?)', [
        buyer.companyId,
        buyer.id,
        request.shippingAddress,
        request.notes ?? null,
        request.poNumber ?? null,
        idempotencyKey ?? null,
        requestHash,
        IDEMPOTENCY_HOURS,
        request.protection ?? false,
      ])
      .options({ name: 'place_checkout' });
    placed = answer.rows;
  } catch (error) {
    const refusal = orderRefusalOf(error);
    throw refusal ? orderRefusalProblem(refusal) : error;
  }
  const orderIds = placed.map((row) => row.order_id).sort((a, b) => a - b);
  return {
    result: { orders: await loadOrders(db, orderIds) },
    replayed: placed[0]?.replayed ?? false,
  };
}
