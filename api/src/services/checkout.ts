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

/**
 * Claims an Idempotency-Key inside the checkout's transaction. A retry that arrives while the
 * first is running waits on the key's row and then finds the first answer.
 */
async function claimKey(trx: Knex.Transaction, userId: string, key: string, requestHash: string) {
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

/**
 * Turns the buyer's cart into one order per vendor, in one transaction: the products are
 * locked in id order (two carts never deadlock), every line is checked against what is
 * locked, stock is taken, the items are priced in SQL numeric, and the cart is emptied.
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
      .forUpdate('products')
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

    for (const line of lines) {
      await trx('products').where({ id: line.productId }).decrement('availableQuantity', line.quantity);
    }

    const orderIds: number[] = [];
    for (const vendorId of [...new Set(lines.map((line) => line.vendorId))]) {
      const [order] = await trx('orders')
        .insert({
          buyerId: buyer.id,
          vendorId,
          shippingAddress: request.shippingAddress,
          notes: request.notes ?? null,
        })
        .returning('id');
      const orderId = (order as { id: number }).id;
      orderIds.push(orderId);
      await trx.raw(
        `INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price)
         SELECT ?, product.id, line.quantity, product.price, product.price * line.quantity
         FROM cart_items line JOIN products product ON product.id = line.product_id
         WHERE line.user_id = ? AND product.vendor_id = ?
         ORDER BY product.id`,
        [orderId, buyer.id, vendorId],
      );
      await trx.raw(
        `UPDATE orders SET total_amount = (SELECT sum(total_price) FROM order_items WHERE order_id = ?) WHERE id = ?`,
        [orderId, orderId],
      );
      await trx('orderStatusChanges').insert({
        orderId,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: buyer.id,
      });
    }
    await trx('cartItems').where({ userId: buyer.id }).delete();

    const rows = await ordersWithItems(trx).whereIn('orders.id', orderIds).orderBy('orders.id');
    const result: CheckoutResult = {
      orders: rows.map((row: Parameters<typeof toOrder>[0]) => toOrder(row)) as Order[],
    };
    if (idempotencyKey) {
      await trx('idempotencyKeys')
        .where({ userId: buyer.id, key: idempotencyKey })
        .update({ response: JSON.stringify(result) });
    }
    return { result, replayed: false };
  });
}
