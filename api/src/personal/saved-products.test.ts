import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCoffeeTrade } from '../testing/companies.ts';
import { signUp, startTestApi, type TestApi } from '../testing/index.ts';
import type { SavedProduct } from './saved-products.contract.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('saved products', () => {
  it('keeps a product with its price when saved, and shows how the price moved since', async () => {
    const { owner, product } = await seedCoffeeTrade(api, 'saved-coffee');
    expect((await owner.client.put(`/api/saved-products/${product.id}`)).status).toBe(204);
    // Saving again keeps the first save and its price.
    await api.db.knex('products').where({ id: product.id }).update({ price: '3.85' });
    expect((await owner.client.put(`/api/saved-products/${product.id}`)).status).toBe(204);

    const listed = await owner.client.get<SavedProduct[]>('/api/saved-products');
    expect(listed.status).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.body).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: product.id, name: 'Arabica coffee, green', price: '3.85' }),
        priceAtSave: '4.20',
        priceChange: '-0.35',
      }),
    ]);
    expect((await owner.client.get<number[]>('/api/saved-products/ids')).body).toEqual([product.id]);
  });

  it('is each person’s own: another sees none of it, and removing one twice says it is gone', async () => {
    const { owner, product } = await seedCoffeeTrade(api, 'saved-own');
    await owner.client.put(`/api/saved-products/${product.id}`);
    const other = await signUp(api);
    expect((await other.client.get<SavedProduct[]>('/api/saved-products')).body).toEqual([]);
    expect((await other.client.delete(`/api/saved-products/${product.id}`)).status).toBe(404);

    expect((await owner.client.delete(`/api/saved-products/${product.id}`)).status).toBe(204);
    const again = await owner.client.delete(`/api/saved-products/${product.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'saved_product_not_found' });
    expect((await owner.client.get<number[]>('/api/saved-products/ids')).body).toEqual([]);
  });

  it('refuses a product that is not listed, and a visitor who is not signed in', async () => {
    const { owner, product } = await seedCoffeeTrade(api, 'saved-unlisted');
    await api.db.knex('products').where({ id: product.id }).update({ isActive: false });
    const refused = await owner.client.put(`/api/saved-products/${product.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'product_not_found' });
    expect((await owner.client.put('/api/saved-products/abc')).status).toBe(400);
    expect((await api.client().put(`/api/saved-products/${product.id}`)).status).toBe(401);
  });
});
