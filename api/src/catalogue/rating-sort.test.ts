import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../contracts.ts';
import { Category } from '../models.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import { startTestApi, TEST_PASSWORD, type TestApi } from '../testing/index.ts';

const VENDORS = 6;
const PRODUCTS_EACH = 300;

describe('the catalogue by supplier rating', () => {
  let api: TestApi;
  let ratingsBestFirst: string[];

  beforeAll(async () => {
    api = await startTestApi();
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Spices', slug: 'spices' });
    const vendors = [];
    for (let index = 0; index < VENDORS; index += 1) {
      const vendor = await createAccount(api.db.knex, {
        email: `spices-${index}@example.com`,
        password: TEST_PASSWORD,
        firstName: 'Spice',
        lastName: `Supplier ${index}`,
        role: 'vendor',
      });
      await api.db
        .knex('users')
        .where({ id: vendor.id })
        .update({ rating: (2 + index * 0.5).toFixed(2), reviewCount: 10 });
      vendors.push(vendor.id);
    }
    ratingsBestFirst = [...vendors].reverse();
    await api.db.knex('products').insert(
      vendors.flatMap((vendorId, vendor) =>
        Array.from({ length: PRODUCTS_EACH }, (_, index) => ({
          vendorId,
          categoryId: category.id,
          name: `Pepper lot ${vendor}-${index}`,
          price: '3.00',
          unit: 'kg',
          minimumOrder: 1,
          availableQuantity: 100,
          images: ['/uploads/pepper.png'],
          createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
        })),
      ),
    );
    await api.db.knex.raw('ANALYZE users, products');
  });
  afterAll(() => api.close());

  it('pages best rated suppliers first, each one’s newest first', async () => {
    const page = await api
      .client()
      .get<Product[]>(`/api/products?sort=rating&limit=24&offset=${PRODUCTS_EACH - 12}`);
    expect(page.body.map((product) => product.vendorId)).toEqual([
      ...Array<string>(12).fill(ratingsBestFirst[0]!),
      ...Array<string>(12).fill(ratingsBestFirst[1]!),
    ]);
    expect(page.body[12]!.name).toBe(`Pepper lot ${VENDORS - 2}-${PRODUCTS_EACH - 1}`);
  });

  it('reads only the suppliers a deep page needs, not the whole catalogue', async () => {
    const statements: { sql: string; bindings: readonly unknown[] }[] = [];
    const listen = (query: { sql: string; bindings: readonly unknown[] }) => statements.push(query);
    api.db.knex.on('query', listen);
    try {
      expect(
        (await api.client().get(`/api/products?sort=rating&limit=24&offset=${PRODUCTS_EACH + 10}`)).status,
      ).toBe(200);
    } finally {
      api.db.knex.off('query', listen);
    }
    const page = statements.find((statement) => statement.sql.includes('CROSS JOIN LATERAL'))!;
    // The driver's numbered placeholders, back to knex's.
    const sql = page.sql.replace(/\$\d+/g, '?');
    const { rows } = (await api.db.knex.raw(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      page.bindings as Knex.RawBinding[],
    )) as {
      rows: { 'QUERY PLAN': unknown }[];
    };
    const productsRead = (node: {
      'Node Type': string;
      'Actual Rows': number;
      'Actual Loops': number;
      Plans?: unknown[];
    }): number =>
      node['Node Type'] === 'Nested Loop'
        ? node['Actual Rows'] * node['Actual Loops']
        : Math.max(0, ...((node.Plans ?? []) as (typeof node)[]).map(productsRead));
    const [plan] = rows[0]!['QUERY PLAN'] as [{ Plan: Parameters<typeof productsRead>[0] }];
    const read = productsRead(plan.Plan);
    // The page ends in the second supplier's products: the third is read at most, of six.
    expect(read).toBeGreaterThanOrEqual(PRODUCTS_EACH + 34);
    expect(read).toBeLessThanOrEqual(3 * PRODUCTS_EACH);
  });
});
