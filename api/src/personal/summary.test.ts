import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Me, MySummary } from '../contracts.ts';
import { Category, Product } from '../models.ts';
import {
  eventually,
  signUp,
  startTestApi,
  TestClient,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';

describe('GET /api/auth/me/summary: who is signed in, their cart and what they have not read', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendor: SignedIn;
  let products: Product[];

  beforeAll(async () => {
    api = await startTestApi({ worker: true });
    [buyer, vendor] = await Promise.all([
      signUp(api, 'buyer', { companyName: 'Lisbon Foods' }),
      signUp(api, 'vendor', { companyName: 'Saffron House' }),
    ]);
    const category = await Category.query(api.db.knex).insertAndFetch({
      name: 'Spices',
      slug: 'spices-summary',
    });
    products = await Promise.all(
      ['Saffron, grade I', 'Vanilla pods'].map((name) =>
        Product.query(api.db.knex).insertAndFetch({
          vendorId: vendor.user.id,
          categoryId: category.id,
          name,
          price: '100.00',
          unit: 'kg',
          minimumOrder: 1,
          availableQuantity: 40,
          images: [],
        }),
      ),
    );
  });
  afterAll(() => api?.close());

  const summaryOf = async (who: SignedIn) => {
    const answer = await who.client.get<MySummary>('/api/auth/me/summary');
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('answers the user as /api/auth/me does, with nothing waiting for a new account', async () => {
    const me = await buyer.client.get<Me>('/api/auth/me');
    expect(await summaryOf(buyer)).toEqual({
      user: me.body,
      counts: { cartLines: 0, unreadNotifications: 0, unreadMessages: 0 },
      // Their own company alone, acted for as its owner.
      companies: [
        { companyId: buyer.user.id, name: expect.any(String), kind: 'buyer', role: 'owner', acting: true },
      ],
    });
  });

  it('counts the cart’s lines, and a message and its notice until they are read', async () => {
    for (const product of products) {
      const added = await buyer.client.post('/api/cart', { productId: product.id, quantity: 2 });
      expect(added.status, added.text).toBe(201);
    }
    const opened = await buyer.client.post<Conversation>('/api/conversations', {
      vendorId: vendor.user.id,
      productId: products[0]!.id,
      body: 'Can you send a certificate of analysis?',
    });
    expect(opened.status, opened.text).toBe(201);

    expect((await summaryOf(buyer)).counts).toEqual({
      cartLines: 2,
      unreadNotifications: 0,
      unreadMessages: 0,
    });
    const told = await eventually(
      () => summaryOf(vendor),
      (summary) => summary.counts.unreadNotifications === 1,
    );
    expect(told.counts).toEqual({ cartLines: 0, unreadNotifications: 1, unreadMessages: 1 });

    await vendor.client.post(`/api/conversations/${opened.body.id}/read`);
    await vendor.client.post('/api/notifications/read', { all: true });
    expect((await summaryOf(vendor)).counts).toEqual({
      cartLines: 0,
      unreadNotifications: 0,
      unreadMessages: 0,
    });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const answer = await new TestClient(api.url).get<{ code: string }>('/api/auth/me/summary');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('not_signed_in');
  });
});
