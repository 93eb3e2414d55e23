import { formatOrderNumber } from '@rawex/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorDashboardSchema, type CheckoutResult, type VendorDashboard } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import {
  recordPaidInFull,
  signInAsAdmin,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

describe('the vendor dashboard', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let dashboard: VendorDashboard;
  let beans: Product;
  let cancelledNumber: string;

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' });
    const product = (name: string, price: string, isActive = true) =>
      Product.query(api.db.knex).insertAndFetch({
        vendorId: vendor.user.id,
        categoryId: category.id,
        name,
        price,
        unit: 'kg',
        availableQuantity: 1000,
        images: ['/uploads/x.png'],
        isActive,
      });
    beans = await product('Beans', '10.00');
    const tea = await product('Tea', '3.50');
    await product('Retired', '1.00', false);

    const order = async (lines: [Product, number][]) => {
      const buyer = await signUp(api);
      for (const [item, quantity] of lines) {
        await api.db.knex('cartItems').insert({ userId: buyer.user.id, productId: item.id, quantity });
      }
      const response = await buyer.client.post<CheckoutResult>('/api/checkout', {
        shippingAddress: 'Dock 4',
      });
      return { buyer, order: response.body.orders[0]! };
    };
    const delivered = await order([[beans, 10]]);
    for (const status of ['confirmed', 'shipped']) {
      if (status === 'shipped') await recordPaidInFull(vendor, delivered.order.id);
      await vendor.client.patch(`/api/orders/${delivered.order.id}`, { status });
    }
    await delivered.buyer.client.patch(`/api/orders/${delivered.order.id}`, { status: 'delivered' });
    await delivered.buyer.client.post(`/api/vendors/${vendor.user.id}/ratings`, {
      rating: 4,
      review: 'Solid',
    });
    await order([
      [tea, 2],
      [beans, 1],
    ]);
    const cancelled = await order([[tea, 500]]);
    cancelledNumber = formatOrderNumber(cancelled.order.id);
    await cancelled.buyer.client.patch(`/api/orders/${cancelled.order.id}`, { status: 'cancelled' });
    const lastMonth = await order([[beans, 3]]);
    await api.db
      .knex('orders')
      .where({ id: lastMonth.order.id })
      .update({ createdAt: api.db.knex.raw("date_trunc('month', now()) - interval '3 days'") });

    for (let view = 0; view < 3; view += 1) await api.client().get(`/api/products/${beans.id}`);
    await api.client().get(`/api/products/${tea.id}`);

    const response = await vendor.client.get<VendorDashboard>(`/api/vendors/${vendor.user.id}/dashboard`);
    expect(response.status).toBe(200);
    dashboard = vendorDashboardSchema.parse(response.body);
  });
  afterAll(() => api.close());

  it('counts products on sale and active orders', () => {
    expect(dashboard.productCount).toBe(2);
    expect(dashboard.activeOrders).toBe(2);
  });

  it('sums revenue per calendar month, leaving cancelled orders out', () => {
    expect(dashboard.revenue).toEqual({ currency: 'USD', thisMonth: '117.00', lastMonth: '30.00' });
  });

  it('gives the rating, the views of the last 30 days, and the top products by revenue', () => {
    expect(dashboard.rating).toEqual({ average: 4, count: 1 });
    expect(dashboard.views30Days).toBe(4);
    expect(
      dashboard.topProducts.map((product) => [product.name, product.unitsSold, product.revenue]),
    ).toEqual([
      ['Beans', 14, '140.00'],
      ['Tea', 2, '7.00'],
    ]);
  });

  it('lists recent activity newest first: orders, reviews and status changes', () => {
    expect(dashboard.recentActivity.length).toBeLessThanOrEqual(10);
    const types = new Set(dashboard.recentActivity.map((activity) => activity.type));
    expect(types).toEqual(new Set(['order', 'review', 'status']));
    const times = dashboard.recentActivity.map((activity) => Date.parse(activity.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(dashboard.recentActivity.map((activity) => activity.text)).toEqual(
      expect.arrayContaining([
        '4-star review received: Solid',
        `New order #${cancelledNumber} for $1,750.00`,
        `Order #${cancelledNumber} cancelled`,
      ]),
    );
  });

  it('is for the vendor itself and admins only', async () => {
    const rival = await signUp(api, 'vendor');
    expect((await rival.client.get(`/api/vendors/${vendor.user.id}/dashboard`)).status).toBe(403);
    expect((await api.client().get(`/api/vendors/${vendor.user.id}/dashboard`)).status).toBe(401);
    const admin = await signInAsAdmin(api);
    expect((await admin.client.get(`/api/vendors/${vendor.user.id}/dashboard`)).status).toBe(200);
    expect((await admin.client.get('/api/vendors/nobody/dashboard')).status).toBe(404);
  });
});

describe('product page views', () => {
  let api: TestApi;
  afterAll(() => api.close());

  it('costs no write per read: 200 views of a page are one or two writes, in the dashboard at once', async () => {
    api = await startTestApi();
    const vendor = await signUp(api, 'vendor');
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Ores', slug: 'ores' });
    const ore = await Product.query(api.db.knex).insertAndFetch({
      vendorId: vendor.user.id,
      categoryId: category.id,
      name: 'Bauxite',
      price: '0.40',
      unit: 'kg',
      availableQuantity: 1000,
      images: ['/uploads/x.png'],
    });
    const writes: string[] = [];
    api.db.knex.on('query', ({ sql }: { sql: string }) => {
      if (/INSERT INTO product_views/i.test(sql)) writes.push(sql);
    });
    const reader = api.client();
    await Promise.all(Array.from({ length: 200 }, () => reader.get(`/api/products/${ore.id}`)));

    const dashboard = await vendor.client.get<VendorDashboard>(`/api/vendors/${vendor.user.id}/dashboard`);
    expect(dashboard.body.views30Days).toBe(200);
    // The dashboard's own write, and at most one by the 5-second timer if it fell in between.
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThanOrEqual(2);
  });
});
