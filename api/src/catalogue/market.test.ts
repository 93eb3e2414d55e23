import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketSummarySchema, marketTrendsSchema } from '../contracts.ts';
import { Category, Product, User } from '../models.ts';
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
    // Priced in euros: compared with nothing priced in dollars.
    await product(other.user.id, crops.id, '3.50', 'kg', { currency: 'EUR' });
  });
  afterAll(() => api.close());

  it("answers each top-level category's figures over its children too, prices per unit", async () => {
    const response = await api.client().get('/api/market/trends');
    expect(response.status).toBe(200);
    const trends = marketTrendsSchema.parse(response.body);
    expect(trends.categories.map((trend) => trend.category.slug)).toEqual(['cash-crops', 'metals']);
    const [crops, metals] = trends.categories;
    expect(crops).toMatchObject({ activeProducts: 5, suppliers: 2, newListings30Days: 4 });
    expect(crops?.prices).toEqual([
      { unit: 'kg', currency: 'USD', products: 3, median: '5.00', lowest: '4.00', highest: '6.00' },
      { unit: 'kg', currency: 'EUR', products: 1, median: '3.50', lowest: '3.50', highest: '3.50' },
      {
        unit: 'metric ton',
        currency: 'USD',
        products: 1,
        median: '7000.00',
        lowest: '7000.00',
        highest: '7000.00',
      },
    ]);
    expect(metals).toMatchObject({ activeProducts: 0, suppliers: 0, newListings30Days: 0, prices: [] });
  });

  it('computes them at most once a minute for everyone, however many ask at once', async () => {
    await api.db.knex('sharedFigures').update({ computedAt: new Date(Date.now() - 61_000) });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api.client().get('/api/market/trends')),
    );
    const generatedAt = new Set(answers.map((answer) => marketTrendsSchema.parse(answer.body).generatedAt));
    expect(generatedAt.size).toBe(1);
    const later = marketTrendsSchema.parse((await api.client().get('/api/market/trends')).body);
    expect(later.generatedAt).toBe([...generatedAt][0]);
  });
});

describe('GET /api/market/summary', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('counts an empty market as empty, with no rating and no growth to claim', async () => {
    const response = await api.client().get('/api/market/summary');
    expect(response.status).toBe(200);
    expect(marketSummarySchema.parse(response.body)).toEqual({
      verifiedSuppliers: 0,
      supplierCountries: 0,
      ratedSuppliers: 0,
      supplierRating: null,
      activeProducts: 0,
      newListings30Days: 0,
      listingGrowthPercent: null,
    });
  });

  it("counts verified suppliers' mean rating and the last 30 days' listings", async () => {
    const [rated, alsoRated, unrated, unverified] = await Promise.all(
      [1, 2, 3, 4].map(() => signUp(api, 'vendor')),
    );
    const set = (id: string, fields: Record<string, unknown>) =>
      User.query(api.db.knex).findById(id).patch(fields);
    await set(rated!.user.id, { isVerified: true, rating: '4.50', location: 'Medellín, Colombia' });
    await set(alsoRated!.user.id, { isVerified: true, rating: '4.20', location: 'Bogotá,colombia ' });
    await set(unrated!.user.id, { isVerified: true, location: 'Ghana' });
    await set(unverified!.user.id, { rating: '1.00', location: 'Lima, Peru' });
    const metals = await Category.query(api.db.knex).insertAndFetch({ name: 'Metals', slug: 'metals' });
    const listed = (daysAgo: number, isActive = true) => ({
      vendorId: rated!.user.id,
      categoryId: metals.id,
      name: `Lot listed ${daysAgo} days ago`,
      description: 'A lot.',
      price: '10.00',
      unit: 'kg',
      availableQuantity: 100,
      minimumOrder: 1,
      isActive,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
    await api.db.knex('products').insert([listed(1), listed(90), listed(100), listed(200), listed(2, false)]);

    const response = await api.client().get('/api/market/summary');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      verifiedSuppliers: 3,
      supplierCountries: 2,
      ratedSuppliers: 2,
      supplierRating: '4.4',
      activeProducts: 4,
      newListings30Days: 1,
      listingGrowthPercent: 33.3,
    });
  });
});
