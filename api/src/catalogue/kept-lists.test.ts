import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product as ProductBody } from '../contracts.ts';
import { seedCoffeeTrade } from '../testing/companies.ts';
import { startTestApi, type TestApi } from '../testing/index.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('catalogue pages', () => {
  it('are read once per version of the catalogue, signed in or out, and a change shows at once', async () => {
    const { owner, vendor, product } = await seedCoffeeTrade(api, 'kept-coffee');
    const key = await owner.client.post<{ key: string }>('/api/keys', {
      name: 'Catalogue reader',
      permissions: ['read:products'],
    });
    expect(key.status, key.text).toBe(201);
    const withKey = { authorization: `Bearer ${key.body.key}` };
    const address = `/api/products?vendorId=${vendor.user.id}`;
    const priceSeen = async (client = api.client(), headers: Record<string, string> = {}) => {
      const answer = await client.get<ProductBody[]>(address, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('x-total-count')).toBe('1');
      return answer.body.map((listed) => listed.price);
    };
    expect(await priceSeen()).toEqual(['4.20']);

    // A write that does not move the change counter (its triggers off) is not seen: the page kept
    // for this version is sent again, to a visitor, a signed-in buyer and a key alike.
    await api.db.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx('products').where({ id: product.id }).update({ price: '3.90' });
    });
    expect(await priceSeen()).toEqual(['4.20']);
    expect(await priceSeen(owner.client)).toEqual(['4.20']);
    expect(await priceSeen(api.client(), withKey)).toEqual(['4.20']);

    // The supplier's own change moves the counter: the next page has it, its own first.
    expect((await vendor.client.patch(`/api/products/${product.id}`, { price: '3.75' })).status).toBe(200);
    expect(await priceSeen(vendor.client)).toEqual(['3.75']);
    expect(await priceSeen()).toEqual(['3.75']);
    expect(await priceSeen(api.client(), withKey)).toEqual(['3.75']);
  });

  it('keeps each query its own page', async () => {
    const { vendor } = await seedCoffeeTrade(api, 'kept-pages');
    const first = await api.client().get<ProductBody[]>(`/api/products?vendorId=${vendor.user.id}`);
    const none = await api
      .client()
      .get<ProductBody[]>(`/api/products?vendorId=${vendor.user.id}&search=zinc`);
    expect(first.body).toHaveLength(1);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('go out compressed once, in the best encoding the caller takes, as they would have been', async () => {
    const { vendor } = await seedCoffeeTrade(api, 'kept-compressed');
    const address = `/api/products?vendorId=${vendor.user.id}`;
    const plain = await api
      .client()
      .get<ProductBody[]>(address, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await api
        .client()
        .get<ProductBody[]>(address, { headers: { 'accept-encoding': accepted } });
      expect(answer.headers.get('content-encoding')).toBe(sent);
      expect(answer.headers.get('vary')).toContain('Accept-Encoding');
      expect(answer.headers.get('x-total-count')).toBe('1');
      expect(answer.body).toEqual(plain.body);
    }
  });
});
