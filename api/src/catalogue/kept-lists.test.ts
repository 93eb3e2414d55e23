import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product as ProductBody } from '../contracts.ts';
import { seedCoffeeTrade } from '../testing/companies.ts';
import { startTestApi, type TestApi } from '../testing/index.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('signed-out catalogue pages', () => {
  it('are read once per version of the catalogue, and a change shows at once', async () => {
    const { owner, vendor, product } = await seedCoffeeTrade(api, 'kept-coffee');
    const address = `/api/products?vendorId=${vendor.user.id}`;
    const priceSeen = async (client = api.client()) => {
      const answer = await client.get<ProductBody[]>(address);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/json');
      expect(answer.headers.get('x-total-count')).toBe('1');
      return answer.body.map((listed) => listed.price);
    };
    expect(await priceSeen()).toEqual(['4.20']);

    // A write that does not move the change counter (its triggers off) is not seen signed out:
    // the page kept for this version is sent again. A signed-in reader reads afresh.
    await api.db.knex.transaction(async (trx) => {
      await trx.raw('SET LOCAL session_replication_role = replica');
      await trx('products').where({ id: product.id }).update({ price: '3.90' });
    });
    expect(await priceSeen()).toEqual(['4.20']);
    expect(await priceSeen(owner.client)).toEqual(['3.90']);

    // The supplier's own change moves the counter: the next signed-out page has it.
    expect((await vendor.client.patch(`/api/products/${product.id}`, { price: '3.75' })).status).toBe(200);
    expect(await priceSeen()).toEqual(['3.75']);
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
});
