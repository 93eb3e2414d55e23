import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { productFacts } from '../catalogue/index.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { orderRefusalProblem, type CheckoutRequest } from './checkout.service.ts';
import { orderRefusalOf, placeOrder } from './order-placement.ts';
import type { Order } from './orders.contract.ts';
import { getOrder } from './orders.service.ts';

const conflict = (code: string, detail: string, productId: number) =>
  new AppError({ status: 409, code, title: 'Conflict', detail, extensions: { productId } });

/** A product's sample as a buyer may order it now: its price is the total for its quantity. */
export interface SampleToOrder {
  productId: number;
  vendorId: string;
  name: string;
  unit: string;
  quantity: number;
  /** The sample's price, the whole order's total (a decimal string). */
  price: string;
  /** The product's currency, which the price is in. */
  currency: string;
  /** The price of one unit, to the cent, as the order's line will say it. */
  unitPrice: string;
}

const alreadyOrdered = (name: string, productId: number) =>
  conflict(
    'sample_already_ordered',
    `You have already ordered a sample of ${name}: a buyer may order one. Order its minimum, or message the supplier.`,
    productId,
  );

/**
 * The product's sample the buyer's firm may order, or 404/409 saying why it may not: the product
 * is off sale, has no sample, is the firm's own, or the firm has ordered its sample already.
 */
export async function sampleToOrder(db: Knex, buyer: AuthUser, productId: number): Promise<SampleToOrder> {
  const product = (await db
    .from(productFacts(db))
    .where({ id: productId })
    .first(
      'id',
      'name',
      'unit',
      'vendorId',
      'isActive',
      'sampleQuantity',
      'samplePrice',
      'currency',
      db.raw('round(sample_price / sample_quantity, 2)::text AS "sampleUnitPrice"'),
      db.raw(
        'EXISTS (SELECT FROM orders WHERE orders.buyer_id = ? AND orders.sample_of = products.id) AS "sampleOrdered"',
        [buyer.companyId],
      ),
    )) as
    | {
        id: number;
        name: string;
        unit: string;
        vendorId: string;
        isActive: boolean;
        sampleQuantity: number | null;
        samplePrice: string | null;
        currency: string;
        sampleUnitPrice: string | null;
        sampleOrdered: boolean;
      }
    | undefined;
  if (!product) throw notFound('Product not found', 'product_not_found');
  if (!product.isActive) {
    throw conflict('product_unavailable', `${product.name} is no longer on sale.`, productId);
  }
  if (product.sampleQuantity === null || product.samplePrice === null) {
    throw conflict(
      'no_sample',
      `${product.name} has no sample on offer: order its minimum, or message the supplier.`,
      productId,
    );
  }
  if (product.vendorId === buyer.companyId) {
    throw conflict('own_product', 'You sell this product: you cannot order its sample.', productId);
  }
  if (product.sampleOrdered) throw alreadyOrdered(product.name, productId);
  return {
    productId,
    vendorId: product.vendorId,
    name: product.name,
    unit: product.unit,
    quantity: product.sampleQuantity,
    price: product.samplePrice,
    currency: product.currency,
    unitPrice: product.sampleUnitPrice!,
  };
}

/**
 * Orders a product's sample on its own, outside the minimum order: one pending order of the
 * sample's quantity at the sample's price, placed and its stock taken as every order is. Once per
 * buyer and product: the database's unique index on (buyer, sample_of) turns a second into 409.
 * `approved`: an approver approved it, so the placer's limits do not hold it.
 */
export async function orderSample(
  db: Knex,
  buyer: AuthUser,
  productId: number,
  request: CheckoutRequest,
  { approved = false }: { approved?: boolean } = {},
): Promise<Order> {
  const sample = await sampleToOrder(db, buyer, productId);
  let orderId: number;
  try {
    orderId = await db.transaction((trx) =>
      placeOrder(trx, buyer, {
        vendorId: sample.vendorId,
        currency: sample.currency,
        shippingAddress: request.shippingAddress,
        notes: request.notes ?? null,
        lines: [{ productId, quantity: sample.quantity, totalPrice: sample.price }],
        terms: { sampleOf: productId, poNumber: request.poNumber ?? null, approved },
      }),
    );
  } catch (error) {
    const refusal = orderRefusalOf(error);
    if (refusal?.code === 'sample_already_ordered') throw alreadyOrdered(sample.name, productId);
    if (refusal?.code === 'sold_out') {
      throw conflict('insufficient_stock', `${sample.name} has no stock left for a sample.`, productId);
    }
    throw refusal ? orderRefusalProblem(refusal) : error;
  }
  return getOrder(db, buyer, orderId);
}
