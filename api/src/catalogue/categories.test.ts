import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryStatistics, ProblemBody } from '../contracts.ts';
import { Category } from '../models.ts';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('category statistics', () => {
  let api: TestApi;
  let growers: SignedIn;
  let traders: SignedIn;

  const create = async (owner: SignedIn, product: Record<string, unknown>) => {
    const response = await owner.client.post('/api/products', {
      name: 'Produce',
      description: 'Bulk produce.',
      unit: 'kg',
      minimumOrder: 1,
      images: [`/uploads/${'a'.repeat(64)}.png`],
      ...product,
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    api = await startTestApi();
    growers = await signUp(api, 'vendor', { companyName: 'Andes Growers' });
    traders = await signUp(api, 'vendor', { companyName: 'Delta Traders' });
    const cashCrops = await Category.query(api.db.knex).insertAndFetch({
      name: 'Cash Crops',
      slug: 'cash-crops',
    });
    const foods = await Category.query(api.db.knex).insertAndFetch({
      name: 'Foods',
      slug: 'foods',
      parentId: cashCrops.id,
    });
    await Category.query(api.db.knex).insertAndFetch({ name: 'Timber', slug: 'timber' });
    await create(growers, { categoryId: cashCrops.id, price: '12.50', availableQuantity: 100 });
    await create(growers, { categoryId: foods.id, price: '4.20', availableQuantity: 2_000 });
    await create(traders, { categoryId: foods.id, price: '7.00', availableQuantity: 300 });
    await create(traders, { categoryId: foods.id, price: '0.50', availableQuantity: 9, isActive: false });
  });
  afterAll(() => api.close());

  it('counts a parent’s active products with its children’s: lowest price, distinct suppliers, quantity', async () => {
    const response = await api.client().get<CategoryStatistics>('/api/categories/cash-crops/statistics');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      category: { name: 'Cash Crops', slug: 'cash-crops', parentId: null },
      totalProducts: 3,
      startingPrice: '4.20',
      suppliers: 2,
      totalAvailable: 2_400,
    });
  });

  it('answers zeros and no starting price for a category without products', async () => {
    const response = await api.client().get<CategoryStatistics>('/api/categories/timber/statistics');
    expect(response.body).toMatchObject({
      totalProducts: 0,
      startingPrice: null,
      suppliers: 0,
      totalAvailable: 0,
    });
  });

  it('answers 404 category_not_found for an unknown slug', async () => {
    const response = await api.client().get<ProblemBody>('/api/categories/no-such-thing/statistics');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'category_not_found', detail: 'Category not found' });
  });
});
