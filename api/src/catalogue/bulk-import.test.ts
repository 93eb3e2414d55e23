import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkImportResultSchema, type BulkImportResult, type ProblemBody } from '../contracts.ts';
import { Category } from '../models.ts';
import { signUp, startTestApi, type SignedIn, type TestApi } from '../testing/index.ts';

describe('bulk import of products', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let categoryId: number;

  const row = (index: number, overrides: Record<string, unknown> = {}) => ({
    sku: `SKU-${String(index).padStart(5, '0')}`,
    categoryId,
    name: `Green coffee lot ${index}`,
    description: 'Washed arabica.',
    price: '4.20',
    unit: 'kg',
    minimumOrder: 100,
    availableQuantity: 5000,
    images: [`/uploads/${'a'.repeat(64)}.png`],
    ...overrides,
  });

  const bad: Record<number, [Record<string, unknown>, string]> = {
    3: [{ price: '-1' }, 'price'],
    99: [{ name: '' }, 'name'],
    250: [{ images: [] }, 'images'],
    400: [{ minimumOrder: 0.5 }, 'minimumOrder'],
    512: [{ categoryId: 999_999 }, 'categoryId'],
    777: [{ colour: 'green' }, 'colour'],
    998: [{ availableQuantity: 'lots' }, 'availableQuantity'],
  };
  const thousandRows = (version: string) =>
    Array.from({ length: 1000 }, (_, index) => {
      const [change] = bad[index] ?? [{}];
      return row(index, { description: `Washed arabica, ${version}.`, ...change });
    });

  beforeAll(async () => {
    api = await startTestApi();
    vendor = await signUp(api, 'vendor');
    categoryId = (await Category.query(api.db.knex).insertAndFetch({ name: 'Foods', slug: 'foods' })).id;
  });
  afterAll(() => api.close());

  it('stores the 993 good rows of 1,000 and names the row and field of the 7 bad ones', async () => {
    const response = await vendor.client.post<BulkImportResult>('/api/products/bulk', {
      products: thousandRows('first'),
    });
    expect(response.status).toBe(200);
    const result = bulkImportResultSchema.parse(response.body);
    expect({ created: result.created, updated: result.updated, failed: result.failed }).toEqual({
      created: 993,
      updated: 0,
      failed: 7,
    });
    const failures = result.results.filter((entry) => entry.status === 'failed');
    expect(failures.map((entry) => [entry.row, entry.errors?.[0]?.field])).toEqual(
      Object.entries(bad).map(([index, [, field]]) => [Number(index), field]),
    );
    const stored = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .count({ count: '*' })
      .first();
    expect(stored).toEqual({ count: 993 });
  });

  it('updates by SKU when sent again, never duplicating', async () => {
    const response = await vendor.client.post<BulkImportResult>('/api/products/bulk', {
      products: thousandRows('second'),
    });
    expect(response.body).toMatchObject({ created: 0, updated: 993, failed: 7 });
    const rows = await api.db.knex('products').where({ vendorId: vendor.user.id }).select('description');
    expect(rows).toHaveLength(993);
    expect(new Set(rows.map((product: { description: string }) => product.description))).toEqual(
      new Set(['Washed arabica, second.']),
    );
  });

  it('answers the same rows sent again as unchanged, and leaves their products untouched', async () => {
    const before = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .max({ at: 'updated_at' })
      .first();
    const response = await vendor.client.post<BulkImportResult>('/api/products/bulk', {
      products: thousandRows('second'),
    });
    expect(response.body).toMatchObject({ created: 0, updated: 0, unchanged: 993, failed: 7 });
    expect(response.body.results[0]).toMatchObject({ row: 0, status: 'unchanged' });
    const after = await api.db
      .knex('products')
      .where({ vendorId: vendor.user.id })
      .max({ at: 'updated_at' })
      .first();
    expect(after).toEqual(before);
  });

  it('keeps SKUs per vendor: another vendor’s same SKU is another product', async () => {
    const other = await signUp(api, 'vendor');
    const response = await other.client.post<BulkImportResult>('/api/products/bulk', { products: [row(1)] });
    expect(response.body).toMatchObject({ created: 1, updated: 0 });
  });

  it('refuses a SKU twice in one request, keeping the first', async () => {
    const response = await vendor.client.post<BulkImportResult>('/api/products/bulk', {
      products: [row(5000), row(5000, { name: 'Again' })],
    });
    expect(response.body.results.map((entry) => entry.status)).toEqual(['created', 'failed']);
    expect(response.body.results[1]?.errors?.[0]?.message).toBe(
      'appears twice in this request (row 0 has it too)',
    );
  });

  it('answers a row that is not a product at all as failed, beside the good rows', async () => {
    const response = await vendor.client.post<BulkImportResult>('/api/products/bulk', {
      products: ['', null, 42, [], row(6000)],
    });
    expect(response.status).toBe(200);
    expect(response.body.results.map((entry) => [entry.status, entry.errors?.[0]?.field])).toEqual([
      ['failed', '(root)'],
      ['failed', '(root)'],
      ['failed', '(root)'],
      ['failed', '(root)'],
      ['created', undefined],
    ]);
  });

  it('takes at most 1,000 rows, and only from vendors', async () => {
    const tooMany = await vendor.client.post<ProblemBody>('/api/products/bulk', {
      products: Array.from({ length: 1001 }, (_, index) => row(index)),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.[0]?.field).toBe('products');
    const buyer = await signUp(api);
    expect((await buyer.client.post('/api/products/bulk', { products: [row(1)] })).status).toBe(403);
  });
});
