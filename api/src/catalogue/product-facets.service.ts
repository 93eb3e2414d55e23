import type { Knex } from 'knex';
import { MAX_FACET_VALUES, type ProductFacet } from './product-attributes.contract.ts';
import type { ProductFacetQuery, ProductFacets } from './catalogue-queries.contract.ts';
import { facetConditions, type Condition } from './product-filters.ts';
import { applyFilters } from './product-search.service.ts';
import { checkPriceBounds } from './reference-prices.ts';
import { sqlName } from './product-table.ts';
import { firmProfiles } from '../accounts/index.ts';
import { plannedRows } from '../platform/database/paging.ts';

type CountedRow = { facet: ProductFacet | 'total' | 'gathered'; value: string | null; count: number };

/**
 * Matching products counted at most, when words or a range narrow the query (the profiles cannot
 * answer it): beyond, the facets are counted over the first this many the indexes give and scaled
 * to the planner's estimate of all, answered as estimates. Counting every match of a common word
 * or a wide price range reads them all: 98,586 products took 509 ms at a million. Each row of the
 * sample is a page of the table read; at a million, 2,000 took 10–17 ms against 5,000's 19–29,
 * and the counts of values with 2 % of the matches or more were off by a median 6 % (5 % with
 * 5,000: the first rows the indexes give are not a random draw, whatever their number).
 */
export const FACET_SAMPLE = 2_000;

const FACET_COLUMNS = 'origin_country, grade, certifications, incoterms';

/** True when only what the facet profiles record narrows the query: category, supplier, facet values. */
const profilesSuffice = (query: ProductFacetQuery) =>
  [
    query.search,
    query.minPrice,
    query.maxPrice,
    query.minPurity,
    query.maxPurity,
    query.minLeadTime,
    query.maxLeadTime,
  ].every((filter) => filter === undefined);

/**
 * The rows the facets are counted over, each with the number of products it stands for: the
 * profiles (a few thousand, whatever the catalogue's size) when they record every filter given,
 * otherwise the matching products themselves, FACET_SAMPLE and one at most.
 */
function countedRows(db: Knex, query: ProductFacetQuery, sample: number): Knex.QueryBuilder {
  if (!profilesSuffice(query)) {
    return matchingProducts(db, query).limit(sample + 1);
  }
  const profiles = db('product_facet_profiles as products')
    .select(db.raw(`${FACET_COLUMNS}, products AS weight`))
    .where('products.products', '>', 0);
  if (query.categoryId !== undefined) {
    profiles.whereIn(
      'products.categoryId',
      db('categories').select('id').where('id', query.categoryId).orWhere('parentId', query.categoryId),
    );
  }
  if (query.vendorId !== undefined) profiles.where('products.vendorId', query.vendorId);
  if (query.verified !== undefined) {
    profiles.whereIn(
      'products.vendorId',
      db.from(firmProfiles(db)).select('id').where({ role: 'vendor', isVerified: query.verified }),
    );
  }
  return profiles;
}

const where = (conditions: readonly Condition[]) =>
  conditions.length === 0 ? 'true' : conditions.map(([sql]) => `(${sql})`).join(' AND ');
const bindingsOf = (conditions: readonly Condition[]) => conditions.flatMap(([, bindings]) => bindings);

/** One facet's values with their counts, under every chosen value but its own. */
function facetCount(db: Knex, query: ProductFacetQuery, facet: ProductFacet): Knex.Raw {
  const column = `matched.${sqlName(facet)}`;
  const value = facet === 'certifications' || facet === 'incoterms' ? `unnest(${column})` : column;
  const conditions = facetConditions(query, 'matched', facet);
  return db.raw(
    `SELECT ?::text AS facet, value, sum(weight)::integer AS count
     FROM (SELECT ${value} AS value, matched.weight FROM matched WHERE ${where(conditions)}) AS counted
     WHERE value IS NOT NULL GROUP BY value`,
    [facet, ...bindingsOf(conditions)],
  );
}

/** The products matching every filter but the facets' values, with the columns the facets count. */
function matchingProducts(db: Knex, query: ProductFacetQuery): Knex.QueryBuilder {
  const everyValue = {
    ...query,
    originCountry: undefined,
    certifications: undefined,
    incoterms: undefined,
    grade: undefined,
  };
  return applyFilters(db('products').select(db.raw(`${FACET_COLUMNS}, 1 AS weight`)), everyValue);
}

/** How many rows were gathered to count over: more than the sample means the counts are scaled. */
const gatheredCount = (db: Knex): Knex.Raw =>
  db.raw(`SELECT 'gathered' AS facet, NULL AS value, count(*)::integer AS count FROM matched`);

/** The products matching every filter. */
function totalCount(db: Knex, query: ProductFacetQuery): Knex.Raw {
  const conditions = facetConditions(query, 'matched');
  return db.raw(
    `SELECT 'total' AS facet, NULL AS value, coalesce(sum(weight), 0)::integer AS count
     FROM matched WHERE ${where(conditions)}`,
    bindingsOf(conditions),
  );
}

/** A facet's values as answered: the most common first, at most MAX_FACET_VALUES, every chosen one among them. */
function answerOf(rows: readonly CountedRow[], chosen: readonly string[] = []) {
  const counted = rows
    .map(({ value, count }) => ({ value: value as string, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const shown = counted.slice(0, MAX_FACET_VALUES);
  for (const value of chosen) {
    if (!shown.some((entry) => entry.value === value))
      shown.push(counted.find((entry) => entry.value === value) ?? { value, count: 0 });
  }
  return shown;
}

/**
 * The number of matching products per value of each facet asked for, and in all, in one
 * statement: the rows are gathered once, then each facet is counted over them.
 */
export async function countFacets(
  db: Knex,
  filters: ProductFacetQuery,
  { sample = FACET_SAMPLE }: { sample?: number } = {},
): Promise<ProductFacets> {
  await checkPriceBounds(db, filters);
  let query = filters;
  let rows: CountedRow[] = [];
  let sampled = false;
  let scale = 1;
  // A slug becomes its id first; an unknown one matches nothing.
  const category =
    filters.category === undefined
      ? undefined
      : await db('categories').where({ slug: filters.category }).first('id');
  if (filters.category === undefined || category) {
    query = { ...filters, category: undefined, categoryId: category?.id ?? filters.categoryId };
    const parts = [
      ...query.facets.map((facet) => facetCount(db, query, facet)),
      totalCount(db, query),
      gatheredCount(db),
    ];
    const result = (await db.raw(
      `WITH matched AS MATERIALIZED (?) ${parts.map(() => '(?)').join(' UNION ALL ')}`,
      [countedRows(db, query, sample), ...parts],
    )) as { rows: CountedRow[] };
    rows = result.rows;
    const gathered = rows.find((row) => row.facet === 'gathered')?.count ?? 0;
    sampled = !profilesSuffice(query) && gathered > sample;
    if (sampled) scale = Math.max(await plannedRows(db, matchingProducts(db, query)), gathered) / gathered;
  }
  const scaled = (count: number) => Math.round(count * scale);
  return {
    estimated: sampled,
    total: scaled(rows.find((row) => row.facet === 'total')?.count ?? 0),
    facets: Object.fromEntries(
      query.facets.map((facet) => [
        facet,
        answerOf(
          rows.filter((row) => row.facet === facet).map((row) => ({ ...row, count: scaled(row.count) })),
          query[facet],
        ),
      ]),
    ),
  };
}
