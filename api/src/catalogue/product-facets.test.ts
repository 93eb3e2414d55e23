import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import type { ProblemBody, ProductFacets } from '../contracts.ts';
import { PRODUCT_FACETS, type ProductFacet } from './product-attributes.contract.ts';
import { insertProducts } from './product-table.ts';
import { countFacets } from './product-facets.service.ts';
import { productFacetQuerySchema } from './catalogue-queries.contract.ts';
import { signUp, startTestApi, type TestApi } from '../testing/index.ts';

const ORIGINS = ['GH', 'CI', 'NG', 'BR'];
const GRADES = ['Grade I', 'Grade II', 'Fine, Flavour'];
const CERTIFICATIONS = ['organic', 'fairtrade', 'fsc'];
const INCOTERMS = ['FOB', 'CIF', 'EXW', 'DAP'];

/** The subset of `items` whose places are the bits of `mask`. */
const subset = <Item>(items: readonly Item[], mask: number) => items.filter((_, bit) => mask & (1 << bit));

interface Filters {
  categoryId?: number;
  verified?: boolean;
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  minPurity?: number;
  maxLeadTime?: number;
  originCountry?: string[];
  certifications?: string[];
  incoterms?: string[];
  grade?: string[];
}

/** The facet's filter as SQL written for this test alone: the oracle the API is held to. */
function facetSql(facet: ProductFacet, values: readonly string[]): [string, Knex.RawBinding[]] {
  const column = {
    originCountry: 'origin_country',
    certifications: 'certifications',
    incoterms: 'incoterms',
    grade: 'grade',
  }[facet];
  return facet === 'certifications' || facet === 'incoterms'
    ? [`p.${column} && ?::text[]`, [`{${values.map((value) => `"${value}"`).join(',')}}`]]
    : [`p.${column} IN (${values.map(() => '?').join(', ')})`, [...values]];
}

/** Counts by hand: every active product matching the filters (but `except`'s), and `extra`. */
async function directCount(
  knex: Knex,
  filters: Filters,
  except: ProductFacet | undefined,
  extra?: [string, Knex.RawBinding[]],
): Promise<number> {
  const conditions: [string, Knex.RawBinding[]][] = [['p.is_active', []]];
  if (filters.categoryId !== undefined)
    conditions.push(['(c.id = ? OR c.parent_id = ?)', [filters.categoryId, filters.categoryId]]);
  if (filters.verified !== undefined) conditions.push(['v.is_verified = ?', [filters.verified]]);
  if (filters.search !== undefined)
    conditions.push(["p.search_vector @@ websearch_to_tsquery('english', ?)", [filters.search]]);
  if (filters.minPrice !== undefined) conditions.push(['p.price >= ?', [filters.minPrice]]);
  if (filters.maxPrice !== undefined) conditions.push(['p.price <= ?', [filters.maxPrice]]);
  if (filters.minPurity !== undefined) conditions.push(['p.purity_percent >= ?', [filters.minPurity]]);
  if (filters.maxLeadTime !== undefined) conditions.push(['p.lead_time_days <= ?', [filters.maxLeadTime]]);
  for (const facet of PRODUCT_FACETS) {
    const values = filters[facet];
    if (facet !== except && values !== undefined) conditions.push(facetSql(facet, values));
  }
  if (extra) conditions.push(extra);
  const result = await knex.raw(
    `SELECT count(*)::integer AS count FROM products p
     JOIN categories c ON c.id = p.category_id JOIN users v ON v.id = p.vendor_id
     WHERE ${conditions.map(([sql]) => sql).join(' AND ')}`,
    conditions.flatMap(([, bindings]) => bindings),
  );
  return (result.rows as { count: number }[])[0]!.count;
}

const queryString = (filters: Filters) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (name === 'grade') for (const grade of value as string[]) params.append('grade', grade);
    else params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
};

describe('facet counts', () => {
  let api: TestApi;
  let categoryIds: { parent: number; cocoa: number; coffee: number; copper: number };

  beforeAll(async () => {
    api = await startTestApi();
    const verified = await signUp(api, 'vendor');
    const waiting = await signUp(api, 'vendor');
    await api.db.knex('users').where({ id: verified.user.id }).update({ isVerified: true });
    const knex = api.db.knex;
    const [parent] = await knex('categories').insert({ name: 'Crops', slug: 'crops' }).returning('id');
    const [cocoa] = await knex('categories')
      .insert({ name: 'Cocoa', slug: 'cocoa', parentId: parent.id })
      .returning('id');
    const [coffee] = await knex('categories')
      .insert({ name: 'Coffee', slug: 'coffee', parentId: parent.id })
      .returning('id');
    const [copper] = await knex('categories').insert({ name: 'Copper', slug: 'copper' }).returning('id');
    categoryIds = { parent: parent.id, cocoa: cocoa.id, coffee: coffee.id, copper: copper.id };
    const categories = [cocoa.id, coffee.id, copper.id];
    const words = ['cocoa beans', 'coffee beans', 'copper cathodes'];
    const products = Array.from({ length: 240 }, (_, index) => ({
      vendorId: index % 3 === 0 ? waiting.user.id : verified.user.id,
      categoryId: categories[index % 3],
      sku: `F-${index}`,
      name: `${words[(index >> 1) % 3]} lot ${index}`,
      description: 'For the facet counts.',
      price: String(1 + (index % 50)),
      unit: 'kg',
      minimumOrder: 1,
      images: ['/uploads/' + 'a'.repeat(64) + '.png'],
      isActive: index % 17 !== 0,
      originCountry: index % 5 === 4 ? null : ORIGINS[index % 4],
      grade: index % 7 === 6 ? null : GRADES[(index >> 2) % 3],
      certifications: subset(CERTIFICATIONS, (index * 7) % 8),
      incoterms: subset(INCOTERMS, (index * 5) % 16),
      purityPercent: index % 3 === 0 ? null : 90 + (index % 10),
      leadTimeDays: (index % 6) * 10,
    }));
    await insertProducts(knex, products, () => '');
    // Later statements move the counts: unlisting, re-describing, moving and deleting products.
    await knex('products').whereIn('sku', ['F-1', 'F-2', 'F-3']).update({ isActive: false });
    await knex('products').where('sku', 'F-17').update({ isActive: true });
    await knex('products')
      .whereIn('sku', ['F-4', 'F-5', 'F-6', 'F-7'])
      .update({ originCountry: 'NG', certifications: ['organic', 'fsc'], grade: 'Grade II' });
    await knex('products').where('sku', 'F-8').update({ categoryId: copper.id });
    await knex('order_items').delete();
    await knex('products').whereIn('sku', ['F-9', 'F-10']).delete();
  });
  afterAll(() => api.close());

  it('keeps each profile’s count equal to its products, through inserts, updates and deletes', async () => {
    const recounted = await api.db.knex.raw(`
      SELECT category_id, vendor_id, origin_country, grade, certifications, incoterms, count(*)::integer AS products
      FROM products WHERE is_active GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`);
    const kept = await api.db.knex.raw(`
      SELECT category_id, vendor_id, origin_country, grade, certifications, incoterms, products
      FROM product_facet_profiles WHERE products <> 0 ORDER BY 1, 2, 3, 4, 5, 6`);
    expect(kept.rows).toEqual(recounted.rows);
    expect(kept.rows.length).toBeGreaterThan(20);
  });

  it('equal a direct SQL count for random filter combinations, each facet without its own filter', async () => {
    const choice = <Item>(items: readonly Item[]) =>
      fc.option(fc.subarray([...items], { minLength: 1 }), { nil: undefined });
    const filters = fc.record(
      {
        categoryId: fc.constantFrom(...Object.values(categoryIds)),
        verified: fc.boolean(),
        search: fc.constantFrom('cocoa', 'beans', 'cathodes'),
        minPrice: fc.integer({ min: 1, max: 30 }),
        maxPrice: fc.integer({ min: 30, max: 60 }),
        minPurity: fc.integer({ min: 88, max: 99 }),
        maxLeadTime: fc.integer({ min: 0, max: 60 }),
        originCountry: choice(ORIGINS),
        certifications: choice(CERTIFICATIONS),
        incoterms: choice(INCOTERMS),
        grade: choice(GRADES),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, async (given) => {
        const chosen = Object.fromEntries(
          Object.entries(given).filter(([, value]) => value !== undefined),
        ) as Filters;
        const response = await api.client().get<ProductFacets>(`/api/products/facets?${queryString(chosen)}`);
        expect(response.status, response.text).toBe(200);
        expect(response.body.total).toBe(await directCount(api.db.knex, chosen, undefined));
        const list = await api.client().get(`/api/products?${queryString(chosen)}&limit=1`);
        expect(Number(list.headers.get('x-total-count'))).toBe(response.body.total);
        for (const facet of PRODUCT_FACETS) {
          for (const { value, count } of response.body.facets[facet] ?? []) {
            const one = facetSql(facet, [value]);
            expect(count, `${facet}=${value} under ${JSON.stringify(chosen)}`).toBe(
              await directCount(api.db.knex, chosen, facet, one),
            );
          }
          // Every value with products is answered, the chosen ones too.
          const answered = new Set(response.body.facets[facet]?.map((entry) => entry.value));
          for (const value of chosen[facet] ?? []) expect(answered).toContain(value);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('counts a match larger than its sample over the sample, scaled and said to be estimates', async () => {
    // What autovacuum keeps: the statistics the planner estimates every match from.
    await api.db.knex.raw('ANALYZE products');
    const query = productFacetQuerySchema.parse({ search: 'beans' });
    const exact = await countFacets(api.db.knex, query);
    expect(exact.estimated).toBe(false);
    expect(exact.total).toBe(await directCount(api.db.knex, { search: 'beans' }, undefined));
    const sampled = await countFacets(api.db.knex, query, { sample: 20 });
    expect(sampled.estimated).toBe(true);
    // Scaled to the planner's estimate of every match, so the same order of size as the count.
    expect(sampled.total).toBeGreaterThan(exact.total / 3);
    expect(sampled.total).toBeLessThan(exact.total * 3);
    const listed = await countFacets(api.db.knex, productFacetQuerySchema.parse({}), { sample: 20 });
    expect(listed.estimated).toBe(false);
  });

  it('answers only the facets asked for, and refuses what it cannot count', async () => {
    const some = await api.client().get<ProductFacets>('/api/products/facets?facets=originCountry,grade');
    expect(Object.keys(some.body.facets).sort()).toEqual(['grade', 'originCountry']);
    const bad = await api
      .client()
      .get<ProblemBody>('/api/products/facets?facets=colour&originCountry=XX&incoterms=FOBX');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error) => error.field).sort()).toEqual([
      'facets.0',
      'incoterms.0',
      'originCountry.0',
    ]);
    const backwards = await api.client().get<ProblemBody>('/api/products/facets?minPurity=99&maxPurity=90');
    expect(backwards.body.errors).toEqual([{ field: 'minPurity', message: 'must not be above maxPurity' }]);
  });

  it('narrows the list the same way: any value within a facet, every facet given', async () => {
    const response = await api
      .client()
      .get<{ originCountry: string; certifications: string[] }[]>(
        '/api/products?originCountry=GH,CI&certifications=fairtrade&limit=100',
      );
    expect(response.body.length).toBeGreaterThan(0);
    for (const product of response.body) {
      expect(['GH', 'CI']).toContain(product.originCountry);
      expect(product.certifications).toContain('fairtrade');
    }
  });
});
