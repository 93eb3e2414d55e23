import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { orderRefusalProblem, type CheckoutRequest } from './checkout.service.ts';
import { orderRefusalOf, placeOrder } from './order-placement.ts';
import type { Order } from './orders.contract.ts';
import { getOrder } from './orders.service.ts';

const conflict = (code: string, detail: string, productId: number) =>
  new AppError({ status: 409, code, title: 'Conflict', detail, extensions: { productId } });

/**
 * Orders a product's sample on its own, outside the minimum order: one pending order of the
 * sample's quantity at the sample's price, placed and its stock taken as every order is. Once per
 * buyer and product: the database's unique index on (buyer, sample_of) turns a second into 409.
 */
export async function orderSample(
  db: Knex,
  buyer: AuthUser,
  productId: number,
  request: CheckoutRequest,
): Promise<Order> {
  const product = await db('products')
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
  if (product.vendorId === buyer.companyId) {
    throw conflict('own_product', 'You sell this product: you cannot order its sample.', productId);
  }
  let orderId: number;
  try {
    orderId = await db.transaction((trx) =>
      placeOrder(trx, buyer, {
        vendorId: product.vendorId,
        shippingAddress: request.shippingAddress,
        notes: request.notes ?? null,
        lines: [
          {
            productId,
            quantity: product.sampleQuantity,
            totalPrice: product.samplePrice,
          },
        ],
        terms: { sampleOf: productId, poNumber: request.poNumber ?? null },
      }),
    );
  } catch (error) {
    const refusal = orderRefusalOf(error);
    if (refusal?.code === 'sample_already_ordered') {
      throw conflict(
        'sample_already_ordered',
        `You have already ordered a sample of ${product.name}: a buyer may order one. Order its minimum, or message the supplier.`,
        productId,
      );
    }
    if (refusal?.code === 'sold_out') {
      throw conflict('insufficient_stock', `${product.name} has no stock left for a sample.`, productId);
    }
    throw refusal ? orderRefusalProblem(refusal) : error;
  }
  return getOrder(db, buyer, orderId);
}
