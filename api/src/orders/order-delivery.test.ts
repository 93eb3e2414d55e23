import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Order, ProblemBody } from '../contracts.ts';
import {
  eventually,
  recordPaidInFull,
  seedTrade,
  signUp,
  startTestApi,
  type TestApi,
} from '../testing/index.ts';
import { deliverUnconfirmedShipments } from './order-delivery.job.ts';

describe('reviews only from real receipts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ worker: true });
  });
  afterAll(() => api?.close());

  it('lets only the buyer confirm receipt; 14 days after shipping RawEx does, and only then may the buyer rate', async () => {
    const [vendor, buyer] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'buyer')]);
    const trade = await seedTrade(api, vendor, buyer);
    const order = `/api/orders/${trade.orderId}`;
    for (const status of ['confirmed', 'shipped']) {
      if (status === 'shipped') await recordPaidInFull(vendor, trade.orderId);
      expect((await vendor.client.patch(order, { status })).status).toBe(200);
    }
    const byVendor = await vendor.client.patch<ProblemBody & { allowedStatuses: string[] }>(order, {
      status: 'delivered',
    });
    expect(byVendor.status).toBe(409);
    expect(byVendor.body.allowedStatuses).toEqual([]);
    const rating = () =>
      buyer.client.post<ProblemBody>(`/api/vendors/${vendor.user.id}/ratings`, { rating: 5 });
    expect((await rating()).status).toBe(403);

    // Shipped 13 days ago: still the buyer's to confirm. 15 days ago: RawEx counts it as received.
    const shippedDaysAgo = (days: number) =>
      api.db
        .knex('orderStatusChanges')
        .where({ orderId: trade.orderId, toStatus: 'shipped' })
        .update({ changedAt: new Date(Date.now() - days * 86_400_000) });
    await shippedDaysAgo(13);
    expect(await deliverUnconfirmedShipments(api.db.knex)).toBe(0);
    await shippedDaysAgo(15);
    expect(await deliverUnconfirmedShipments(api.db.knex)).toBe(1);
    expect(await deliverUnconfirmedShipments(api.db.knex)).toBe(0);

    expect((await buyer.client.get<Order>(order)).body.status).toBe('delivered');
    const history = await api.db
      .knex('orderStatusChanges')
      .where({ orderId: trade.orderId })
      .orderBy('id')
      .select('toStatus', 'changedBy');
    expect(history.at(-1)).toEqual({ toStatus: 'delivered', changedBy: null });
    expect((await rating()).status).toBe(201);

    const news = await eventually(
      () => vendor.client.get<Notification[]>('/api/notifications'),
      (response) => response.body.some((notice) => notice.title.endsWith('is delivered')),
    );
    expect(news.body.find((notice) => notice.title.endsWith('is delivered'))!.body).toBe(
      'RawEx marked it delivered: its buyer did not confirm receipt within 14 days of shipping.',
    );
  });
});
