import type { CartItem, CheckoutResult, Order } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import type { SignedIn } from './accounts.ts';
import type { TestApi } from './test-api.ts';

export interface Trade {
  category: Category;
  product: Product;
  /** The buyer's order of the product, placed through checkout. */
  orderId: number;
  /** The line left in the buyer's cart after it. */
  cartItemId: number;
}

/**
 * A small trade to point requests at: the vendor's product in a category of its own, an order of
 * it by the buyer, and a line of it in the buyer's cart afterwards.
 */
export async function seedTrade(api: TestApi, vendor: SignedIn, buyer: SignedIn): Promise<Trade> {
  const slug = `trade-${vendor.user.id.slice(0, 8)}`;
  const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Trade goods', slug });
  const product = await Product.query(api.db.knex).insertAndFetch({
    vendorId: vendor.user.id,
    categoryId: category.id,
    name: 'Copper cathode',
    price: '8.10',
    unit: 'kg',
    minimumOrder: 1,
    availableQuantity: 1_000_000,
    images: ['https://example.com/copper.jpg'],
  });
  await buyer.client.post('/api/cart', { productId: product.id, quantity: 1 });
  const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
    shippingAddress: 'Dock 4, Antofagasta',
  });
  if (checkout.status !== 201) throw new Error(`checkout failed: ${checkout.status} ${checkout.text}`);
  const line = await buyer.client.post<CartItem>('/api/cart', { productId: product.id, quantity: 1 });
  if (line.status !== 201) throw new Error(`adding to the cart failed: ${line.status} ${line.text}`);
  return { category, product, orderId: checkout.body.orders[0]!.id, cartItemId: line.body.id };
}

/**
 * The supplier records what the order still owes as received by bank transfer today: what a
 * prepayment plan (the default) asks to have arrived before the order ships.
 */
export async function recordPaidInFull(vendor: SignedIn, orderId: number): Promise<void> {
  const order = await vendor.client.get<Order>(`/api/orders/${orderId}`);
  if (order.status !== 200) throw new Error(`reading order ${orderId} failed: ${order.status} ${order.text}`);
  const recorded = await vendor.client.post('/api/payments', {
    orderId,
    amount: order.body.payment.outstanding,
    currency: 'USD',
    valueDate: new Date().toISOString().slice(0, 10),
    method: 'bank_transfer',
  });
  if (recorded.status !== 201)
    throw new Error(`recording payment failed: ${recorded.status} ${recorded.text}`);
}

/** A product of the supplier's on sale in the category, with ample stock: something to sell. */
export async function listProduct(
  api: TestApi,
  vendor: SignedIn,
  categoryId: number,
  fields: Partial<Pick<Product, 'name' | 'price' | 'unit' | 'currency'>> = {},
): Promise<Product> {
  return Product.query(api.db.knex).insertAndFetch({
    vendorId: vendor.user.id,
    categoryId,
    name: 'Cocoa beans',
    price: '2500.00',
    unit: 't',
    minimumOrder: 1,
    availableQuantity: 1_000_000,
    images: ['https://example.com/cocoa.jpg'],
    ...fields,
  });
}
