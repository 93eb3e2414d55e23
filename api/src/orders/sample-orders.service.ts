import type { Knex } from 'knex';
import type { AuthUser } from '../accounts/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { CheckoutRequest } from './checkout.service.ts';
import type { Order } from './orders.contract.ts';
import { getOrder } from './orders.service.ts';

const conflict = (code: string, detail: string, productId: number) =>
  new AppError({ status: 409, code, title: 'Conflict', detail, extensions: { productId } });

/**
 * Orders a product's sample on its own, outside the minimum order: one pending order of the
 * sample's quantity at the sample's price, the stock taken as at checkout. Once per buyer and
 * product: the database's unique index on (buyer, sample_of) turns a second into 409.
 */
export async function orderSample(
  db: Knex,
  buyer: AuthUser,
  productId: number,
  request: CheckoutRequest,
): Promise<Order> {
  const orderId = await db.transaction(async (trx) => {
    const product = await trx('products')
      .where({ id: productId })
      .first('id', 'name', 'vendorId', 'isActive', 'sampleQuantity', 'samplePrice');
    if (!product) throw notFound('Product not found', 'product_not_found');
    if (!product.isActive) {
      throw conflict('product_unavailable', `${product.name} is no longer on sale.`, productId);
    }
    if (product.sampleQuantity === null) {
      throw conflict(
        'no_sample',
        `${product.name} has no sample on offer: order its minimum, or message the supplier.`,
        productId,
      );
    }
    if (product.vendorId === buyer.id) {
      throw conflict('own_product', 'You sell this product: you cannot order its sample.', productId);
    }
    // A second sample for the same buyer and product meets the unique index and inserts nothing.
    const { rows: placed } = await trx.raw(
      `INSERT INTO orders (buyer_id, vendor_id, shipping_address, notes, total_amount, sample_of)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (buyer_id, sample_of) WHERE sample_of IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        buyer.id,
        product.vendorId,
        request.shippingAddress,
        request.notes ?? null,
        product.samplePrice,
        productId,
      ],
    );
    const order = (placed as { id: number }[])[0];
    if (!order) {
      throw conflict(
        'sample_already_ordered',
        `You have already ordered a sample of ${product.name}: a buyer may order one. Order its minimum, or message the supplier.`,
        productId,
      );
    }
    await trx('orderItems').insert({
      orderId: order.id,
      productId,
      quantity: product.sampleQuantity,
      unitPrice: trx.raw('round(?::numeric / ?, 2)', [product.samplePrice, product.sampleQuantity]),
      totalPrice: product.samplePrice,
    });
    await trx('orderStatusChanges').insert({
      orderId: order.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: buyer.id,
    });
    const taken = await trx('products')
      .where({ id: productId, isActive: true })
      .andWhere('availableQuantity', '>=', product.sampleQuantity)
      .decrement('availableQuantity', product.sampleQuantity)
      .returning('id');
    if (taken.length === 0) {
      throw conflict('insufficient_stock', `${product.name} has no stock left for a sample.`, productId);
    }
    return order.id;
  });
  return getOrder(db, buyer, orderId);
}
