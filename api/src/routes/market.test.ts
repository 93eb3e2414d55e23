import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketTrendsSchema } from '../contracts/index.ts';
import { Category, Product } from '../models/index.ts';
import { signUp, startTestApi, type TestApi } from '../testing/index.ts';

describe('GET /api/market/trends', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
    const vendor = await signUp(api, 'vendor');
    const other = await signUp(api, 'vendor');
    const crops = await Category.query(api.db.knex).insertAndFetch({
      name: 'Cash Crops',
      slug: 'cash-crops',
    });
    const foods = await Category.query(api.db.knex).insertAndFetch({
      name: 'Foods',
      slug: 'foods',
      parentId: crops.id,
    });
    await Category.query(api.db.knex).insertAndFetch({ name: 'Metals', slug: 'metals' });
    const product = (vendorId: string, categoryId: number, price: string, unit: string, extra = {}) =>
      Product.query(api.db.knex).insert({
        vendorId,
        categoryId,
        name: `Lot ${price} ${unit}`,
        description: 'A lot.',
        price,
        unit,
        availableQuantity: 100,
        minimumOrder: 1,
        ...extra,
      });
    await product(vendor.user.id, foods.id, '4.00', 'kg');
    await product(vendor.user.id, foods.id, '6.00', 'kg');
    await product(other.user.id, crops.id, '5.00', 'kg');
    await product(other.user.id, crops.id, '7000.00', 'metric ton', {
      createdAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
    });
    await product(other.user.id, crops.id, '1.00', 'kg', { isActive: false });
  });
  afterAll(() => api.close());

  it("answers each top-level category's figures over its children too, prices per unit", async () => {
    const response = await api.client().get('/api/market/trends');
    expect(response.status).toBe(200);
    const trends = marketTrendsSchema.parse(response.body);
    expect(trends.categories.map((trend) => trend.category.slug)).toEqual(['cash-crops', 'metals']);
    const [crops, metals] = trends.categories;
    expect(crops).toMatchObject({ activeProducts: 4, suppliers: 2, newListings30Days: 3 });
    expect(crops?.prices).toEqual([
      { unit: 'kg', products: 3, median: '5.00', lowest: '4.00', highest: '6.00' },
      { unit: 'metric ton', products: 1, median: '7000.00', lowest: '7000.00', highest: '7000.00' },
    ]);
    expect(metals).toMatchObject({ activeProducts: 0, suppliers: 0, newListings30Days: 0, prices: [] });
  });
});
