import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { CheckoutResult, Order } from '../contracts/orders.ts';
import { AppError } from '../errors/index.ts';
import type { AuthUser } from '../http/route.ts';
import { ordersWithItems, toOrder } from './orders.ts';

export interface CheckoutRequest {
  shippingAddress: string;
  notes?: string | undefined;
}

interface LockedLine {
  productId: number;
  name: string;
  vendorId: string;
  quantity: number;
  minimumOrder: number;
  availableQuantity: number;
  isActive: boolean;
}

const refuse = (status: number, code: string, detail: string, productId?: number) =>
  new AppError({
    status,
    code,
    title: status === 409 ? 'Conflict' : 'Unprocessable Content',
    detail,
    ...(productId !== undefined ? { extensions: { productId } } : {}),
  });

/** Why a cart line cannot be ordered, if it cannot. */
function lineProblem(line: LockedLine): AppError | undefined {
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

/** How long a checkout's answer is remembered under its Idempotency-Key. */
export const IDEMPOTENCY_HOURS = 24;

/**
 * Claims an Idempotency-Key inside the checkout's transaction. A retry that arrives while the
 * first is running waits on the key's row and then finds the first answer.
 */
async function claimKey(trx: Knex.Transaction, userId: string, key: string, requestHash: string) {
  await trx('idempotencyKeys')
    .where({ userId })
    .andWhere('createdAt', '<', trx.raw(`now() - interval '${IDEMPOTENCY_HOURS} hours'`))
    .delete();
  const claimed = await trx('idempotencyKeys')
    .insert({ userId, key, requestHash })
    .onConflict(['userId', 'key'])
    .ignore()
    .returning('key');
  if (claimed.length > 0) return undefined;
  const earlier = await trx('idempotencyKeys').where({ userId, key }).first('requestHash', 'response');
  if (earlier.requestHash !== requestHash) {
    throw refuse(422, 'idempotency_key_reused', 'This Idempotency-Key was used for a different checkout.');
  }
  return earlier.response as CheckoutResult;
}

/** Why a line that looked fine before its stock was taken failed to take it. */
async function stockProblem(trx: Knex.Transaction, line: LockedLine): Promise<AppError> {
  const now = await trx('products').where({ id: line.productId }).first('availableQuantity', 'isActive');
  return (
    lineProblem({ ...line, ...now }) ??
    refuse(409, 'insufficient_stock', `${line.name} just sold out.`, line.productId)
  );
}

/**
 * Turns the buyer's cart into one order per vendor, in one transaction: every line is checked
 * (on sale, minimum order, stock), the orders and their items are written (priced in SQL
 * numeric), the cart is emptied, and only then is the stock taken, with conditional updates
 * in product-id order. So a product's row is locked only from its update to the commit, which
 * keeps concurrent checkouts of one product fast, two carts never deadlock, and a sell-out
 * seen late still rolls the whole checkout back.
 */
export async function checkout(
  db: Knex,
  buyer: AuthUser,
  request: CheckoutRequest,
  idempotencyKey?: string,
): Promise<{ result: CheckoutResult; replayed: boolean }> {
  return db.transaction(async (trx) => {
    if (idempotencyKey) {
      const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
      const earlier = await claimKey(trx, buyer.id, idempotencyKey, requestHash);
      if (earlier) return { result: earlier, replayed: true };
    }

    const lines: LockedLine[] = await trx('cartItems')
      .join('products', 'products.id', 'cartItems.productId')
      .where('cartItems.userId', buyer.id)
      .orderBy('products.id')
      .select(
        'products.id as productId',
        'products.name',
        'products.vendorId',
        'cartItems.quantity',
        'products.minimumOrder',
        'products.availableQuantity',
        'products.isActive',
      );
    if (lines.length === 0) throw refuse(422, 'cart_empty', 'Your cart is empty.');
    for (const line of lines) {
      const problem = lineProblem(line);
      if (problem) throw problem;
    }

    // One statement writes the orders (one per vendor, totals summed in numeric), their items,
    // their first status, and empties the cart.
    const written = await trx.raw(
      `WITH line AS (
         SELECT product.id AS product_id, product.vendor_id, product.price, cart.quantity
         FROM cart_items cart JOIN products product ON product.id = cart.product_id
         WHERE cart.user_id = :buyerId),
       placed AS (
         INSERT INTO orders (buyer_id, vendor_id, shipping_address, notes, total_amount)
         SELECT :buyerId, vendor_id, :shippingAddress, :notes, sum(price * quantity)
         FROM line GROUP BY vendor_id ORDER BY min(product_id)
         RETURNING id, vendor_id),
       items AS (
         INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price)
         SELECT placed.id, line.product_id, line.quantity, line.price, line.price * line.quantity
         FROM line JOIN placed ON placed.vendor_id = line.vendor_id
         ORDER BY placed.id, line.product_id),
       history AS (
         INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by)
         SELECT id, NULL, 'pending', :buyerId FROM placed),
       emptied AS (DELETE FROM cart_items WHERE user_id = :buyerId)
       SELECT id FROM placed ORDER BY id`,
      { buyerId: buyer.id, shippingAddress: request.shippingAddress, notes: request.notes ?? null },
    );
    const orderIds = (written.rows as { id: number }[]).map((row) => row.id);
    const rows = await ordersWithItems(trx).whereIn('orders.id', orderIds).orderBy('orders.id');
    const result: CheckoutResult = {
      orders: rows.map((row: Parameters<typeof toOrder>[0]) => toOrder(row)) as Order[],
    };
    if (idempotencyKey) {
      await trx('idempotencyKeys')
        .where({ userId: buyer.id, key: idempotencyKey })
        .update({ response: JSON.stringify(result) });
    }

    for (const line of lines) {
      const taken = await trx('products')
        .where({ id: line.productId, isActive: true })
        .andWhere('availableQuantity', '>=', line.quantity)
        .decrement('availableQuantity', line.quantity)
        .returning('id');
      if (taken.length === 0) throw await stockProblem(trx, line);
    }
    return { result, replayed: false };
  });
}
