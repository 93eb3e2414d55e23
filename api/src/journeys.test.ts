import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CartItem, CheckoutResult, Order, Product, ProductDetail, Vendor } from './contracts.ts';
import { Category } from './models.ts';
import { recordPaidInFull, signUp, startTestApi, type TestApi } from './testing/index.ts';

/** The whole of it over HTTP, as the storefront and a third party would do it. */
describe('journeys', () => {
  let api: TestApi;
  let categoryId: number;
  beforeAll(async () => {
    api = await startTestApi();
    categoryId = (await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' })).id;
  });
  afterAll(() => api.close());

  it('a buyer signs up, fills a cart, checks out, follows the order to delivery and rates the vendor', async () => {
    const vendor = await signUp(api, 'vendor', { companyName: 'Andes Growers' });
    const created = await vendor.client.post<ProductDetail>('/api/products', {
      categoryId,
      name: 'Arabica Coffee Beans (Grade AA)',
      description: 'Washed arabica.',
      price: '4.20',
      unit: 'kg',
      minimumOrder: 500,
      availableQuantity: 2000,
      images: [`/uploads/${'a'.repeat(64)}.png`],
    });
    expect(created.status).toBe(201);

    const buyer = await signUp(api);
    const found = await buyer.client.get<Product[]>('/api/products?search=arabica');
    const product = found.body[0]!;
    expect(
      (await buyer.client.post('/api/cart', { productId: product.id, quantity: product.minimumOrder }))
        .status,
    ).toBe(201);
    const cart = await buyer.client.get<CartItem[]>(`/api/cart/${buyer.user.id}`);
    expect(cart.body.map((line) => line.quantity)).toEqual([500]);

    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Dock 4, Rotterdam',
    });
    expect(checkout.status).toBe(201);
    const order = checkout.body.orders[0]!;
    expect(order).toMatchObject({ status: 'pending', totalAmount: '2100.00' });

    const incoming = await vendor.client.get<Order[]>(
      `/api/orders?vendorId=${vendor.user.id}&status=pending`,
    );
    expect(incoming.body.map((candidate) => candidate.id)).toEqual([order.id]);
    for (const status of ['confirmed', 'shipped']) {
      // Paid in full first: the supplier's plan (prepayment, the default) asks it before shipping.
      if (status === 'shipped') await recordPaidInFull(vendor, order.id);
      expect((await vendor.client.patch(`/api/orders/${order.id}`, { status })).status).toBe(200);
    }
    // The buyer confirms receipt: only then may it rate the supplier.
    expect((await buyer.client.patch(`/api/orders/${order.id}`, { status: 'delivered' })).status).toBe(200);
    const mine = await buyer.client.get<Order[]>(`/api/orders?buyerId=${buyer.user.id}`);
    expect(mine.body[0]?.status).toBe('delivered');

    expect(
      (await buyer.client.post(`/api/vendors/${vendor.user.id}/ratings`, { rating: 5, review: 'Perfect' }))
        .status,
    ).toBe(201);
    const profile = await api.client().get<Vendor>(`/api/users/${vendor.user.id}`);
    expect(profile.body).toMatchObject({ rating: 5, reviewCount: 1, productCount: 1 });
    expect(
      (await api.client().get<ProductDetail>(`/api/products/${product.id}`)).body.availableQuantity,
    ).toBe(1500);
  });

  it('a third party makes a key, calls the API with it, and meets its limit', async () => {
    const partner = await signUp(api, 'vendor');
    const key = await partner.client.post<ApiKey>('/api/keys', {
      name: 'Partner shop',
      permissions: ['read:products', 'read:categories'],
      rateLimit: 3,
    });
    const call = (path: string) =>
      fetch(api.url + path, { headers: { authorization: `Bearer ${key.body.key}` } });
    expect((await call('/api/categories')).status).toBe(200);
    expect((await call('/api/products?limit=5')).status).toBe(200);
    expect((await call(`/api/orders?vendorId=${partner.user.id}`)).status).toBe(403);
    const limited = await call('/api/categories');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
