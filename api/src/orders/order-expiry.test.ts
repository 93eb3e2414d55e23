import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Order } from '../contracts.ts';
import { Product } from '../models.ts';
import { eventually, seedTrade, signUp, startTestApi, type TestApi } from '../testing/index.ts';
import { cancelUnconfirmedOrders } from './order-expiry.job.ts';

describe('orders that do not hold stock forever', () => {
  let api: TestApi;
  beforeAll(async () => {
    // Two seconds to confirm, two pending orders a buyer; emails as .eml files, the embedded default.
    api = await startTestApi({
      worker: true,
      events: { orders: { confirmWithinHours: 2 / 3600, maxPendingPerBuyer: 2 } },
    });
  });
  afterAll(() => api?.close());

  it('cancels an order its supplier did not confirm in time, puts its stock back and tells both sides', async () => {
    const [vendor, buyer] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'buyer')]);
    const trade = await seedTrade(api, vendor, buyer);
    const stock = async () =>
      (await Product.query(api.db.knex).findById(trade.product.id))!.availableQuantity;
    expect(await stock()).toBe(999_999);

    // The buyer and the supplier see until when it waits: two seconds after it was placed, as set.
    const pending = (await buyer.client.get<Order>(`/api/orders/${trade.orderId}`)).body;
    expect(pending.status).toBe('pending');
    expect(Date.parse(pending.confirmBy!) - Date.parse(pending.createdAt)).toBe(2_000);
    expect((await vendor.client.get<Order>(`/api/orders/${trade.orderId}`)).body.confirmBy).toBe(
      pending.confirmBy,
    );

    expect(await cancelUnconfirmedOrders(api.db.knex)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await cancelUnconfirmedOrders(api.db.knex)).toBe(1);
    // A second run finds nothing more to cancel.
    expect(await cancelUnconfirmedOrders(api.db.knex)).toBe(0);

    const order = await buyer.client.get<Order>(`/api/orders/${trade.orderId}`);
    expect(order.body.status).toBe('cancelled');
    expect(order.body.confirmBy).toBeNull();
    expect(await stock()).toBe(1_000_000);
    const history = await api.db
      .knex('orderStatusChanges')
      .where({ orderId: trade.orderId })
      .orderBy('id')
      .select('toStatus', 'changedBy');
    expect(history.at(-1)).toEqual({ toStatus: 'cancelled', changedBy: null });

    const number = String(trade.orderId).padStart(6, '0');
    for (const side of [buyer, vendor]) {
      const news = await eventually(
        () => side.client.get<Notification[]>('/api/notifications'),
        (response) =>
          response.body.some((notice) => notice.title.startsWith(`Order #${number} was cancelled`)),
      );
      expect(news.body[0]!.body).toMatch(/not confirm(ed)? (it )?in time/);
    }
  });

  it('writes each email as an .eml file under the data folder when no SMTP server is set', async () => {
    const directory = 'directory' in api.events.mail ? api.events.mail.directory : '';
    // The buyer's and the supplier's, each told in its own words: two sends, which may end apart.
    const files = await eventually(
      () => readdir(directory).catch(() => [] as string[]),
      (names) => names.filter((name) => name.includes('was-cancelled') && name.endsWith('.eml')).length >= 2,
    );
    const mails = await Promise.all(
      files
        .filter((name) => name.includes('was-cancelled') && name.endsWith('.eml'))
        .map(async (file) => simpleParser(await readFile(path.join(directory, file)))),
    );
    for (const mail of mails) {
      expect(mail.subject).toMatch(/^Order #\d{6} was cancelled$/);
      expect(mail.html).toContain('RawEx');
    }
    expect(mails.map((mail) => mail.text).join('\n')).toContain('did not confirm it in time');
  });

  it('refuses a checkout past the most pending orders a buyer may hold', async () => {
    const [buyer, otherBuyer, first, second] = await Promise.all([
      signUp(api, 'buyer'),
      signUp(api, 'buyer'),
      signUp(api, 'vendor'),
      signUp(api, 'vendor'),
    ]);
    await seedTrade(api, first, buyer);
    // The line seedTrade leaves in the cart makes a second pending order.
    expect((await buyer.client.post('/api/checkout', { shippingAddress: 'Dock 4' })).status).toBe(201);
    const { product } = await seedTrade(api, second, otherBuyer);
    await buyer.client.post('/api/cart', { productId: product.id, quantity: 1 });
    const refused = await buyer.client.post<{ code: string; detail: string }>('/api/checkout', {
      shippingAddress: 'Dock 4',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('too_many_pending_orders');
    expect(refused.body.detail).toContain('You have 2 orders waiting for their suppliers to confirm them');
    const placed = await api.db.knex('orders').where({ buyerId: buyer.user.id }).count({ n: '*' }).first();
    expect(Number(placed?.n)).toBe(2);
  });
});
