import type { Knex } from 'knex';
import { type Product as ProductBody } from './products.contract.ts';
import {
  EXACT_COUNT_LIMIT,
  isNewestFirst,
  RELEVANCE_WINDOW,
  type ProductFacetQuery,
  type ProductListQuery,
} from './catalogue-queries.contract.ts';
import { boundedCount } from '../platform/database/paging.ts';
import { productSelect, toProduct, vendorJson, type ProductRow } from './product-table.ts';
import { firmProfiles } from '../accounts/index.ts';
import { CATALOGUE_FILTERS, filterConditions, SEARCH_WORDS_SQL } from './product-filters.ts';
import { checkPriceBounds } from './reference-prices.ts';

/**
 * The catalogue's search engine: a page of products for any filters, sort and words, read so that
 * a page costs the same at a million products as at a thousand (see each query's note).
 */

const NEWEST = 'products.created_at DESC, products.id DESC';
/** Suppliers best rated first (unrated last); the id keeps each supplier's products together. */
const BEST_RATED_VENDOR = 'vendor.rating DESC NULLS LAST, vendor.review_count DESC, vendor.id';

const searchWords = (db: Knex, search: string) => db.raw(SEARCH_WORDS_SQL, [search]);

/**
 * The catalogue by supplier rating without sorting every match: no supplier can fill more than
 * the page and what precedes it, so each gives at most that many of its newest products, read
 * from its own index, and only those are sorted.
 */
function bestRatedFirst(db: Knex, query: ProductListQuery) {
  const ownProducts = applyFilters(db('products').select('products.id', 'products.createdAt'), query)
    .whereRaw('products.vendor_id = vendor.id')
    .orderByRaw(NEWEST)
    .limit(query.offset + query.limit);
  return db
    .from(firmProfiles(db))
    .where('vendor.role', 'vendor')
    .joinRaw('CROSS JOIN LATERAL ? AS products', [db.raw('(?)', [ownProducts])])
    .select('products.id')
    .orderByRaw(productOrder(db, 'rating'))
    .limit(query.limit)
    .offset(query.offset);
}

/** The ORDER BY of a sort, over `products` and its supplier `vendor` (relevance without words is newest). */
function productOrder(db: Knex, sort: ProductListQuery['sort']): Knex.Raw {
  switch (sort) {
    case 'rating':
      return db.raw(`${BEST_RATED_VENDOR}, ${NEWEST}`);
    case 'name':
      return db.raw('products.name ASC, products.id ASC');
    // Prices compared in one currency; a product in a currency with no rate kept comes last.
    case 'price_asc':
      return db.raw('products.reference_price ASC NULLS LAST, products.id ASC');
    case 'price_desc':
      return db.raw('products.reference_price DESC NULLS LAST, products.id DESC');
    case 'quantity':
      return db.raw('products.available_quantity DESC, products.id DESC');
    case 'relevance':
    case 'newest':
      return db.raw(NEWEST);
  }
}

/** The products after `before` in the newest-first order (found by id, its time exact to the microsecond). */
function afterCursor(builder: Knex.QueryBuilder, before: number | undefined): Knex.QueryBuilder {
  if (before === undefined) return builder;
  return builder.whereRaw(
    '(products.created_at, products.id) < (SELECT created_at, id FROM products WHERE id = ?)',
    [before],
  );
}

/** Narrows active products to a query's matches: its words, category, supplier, prices and attributes. */
export function applyFilters(
  builder: Knex.QueryBuilder,
  query: Omit<ProductFacetQuery, 'facets'> & { before?: number },
): Knex.QueryBuilder {
  builder.where('products.isActive', true);
  afterCursor(builder, query.before);
  for (const [condition, bindings] of filterConditions(query)) builder.whereRaw(condition, bindings);
  return builder;
}

/** True when a query narrows the catalogue by anything but its words. */
export const narrowsBeyondWords = (query: Omit<ProductFacetQuery, 'facets'>) =>
  CATALOGUE_FILTERS.some((filter) => filter !== 'search' && query[filter] !== undefined);

/**
 * Active products walked newest first, through the index that carries their words, looking for a
 * search's newest matches before every match is gathered through the word index instead.
 */
export const SEARCH_WALK = 10_000;

const MATCH_COLUMNS = ['products.id', 'products.createdAt', 'products.searchVector'];

/**
 * The newest `count` matches of a query (id, created_at, search_vector), newest first. The
 * planner knows how often one word occurs and picks between walking the newest-first index and
 * gathering every match well. Two words or more it takes for independent ("copper cathodes":
 * 263 matches estimated, 14,669 there): alone, they are looked for among the newest SEARCH_WALK
 * products first, and every match is gathered only when fewer are there.
 */
function newestMatches(db: Knex, query: ProductListQuery, count: number, skip = 0) {
  const gathered = applyFilters(db('products').select(...MATCH_COLUMNS), query)
    .orderByRaw(NEWEST)
    .offset(skip)
    .limit(count);
  const severalWordsAlone =
    (query.search?.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) > 1 && !narrowsBeyondWords(query);
  if (!severalWordsAlone || skip > 0 || count > SEARCH_WALK) return gathered;
  const newest = afterCursor(
    db('products')
      .select(...MATCH_COLUMNS)
      .where('products.isActive', true),
    query.before,
  )
    .orderByRaw(NEWEST)
    .limit(SEARCH_WALK);
  return db.raw(
    `WITH walked AS MATERIALIZED (
       SELECT * FROM (?) AS products WHERE products.search_vector @@ ? ORDER BY ${NEWEST} LIMIT ?)
     SELECT * FROM walked WHERE (SELECT count(*) FROM walked) = ?
     UNION ALL
     SELECT * FROM (?) AS gathered WHERE (SELECT count(*) FROM walked) < ?`,
    [newest, searchWords(db, query.search as string), count, count, gathered, count],
  );
}

/**
 * The ids of a search's page by relevance: the newest RELEVANCE_WINDOW matches ranked (tier 0,
 * the name's words weigh more than the description's), then older matches newest first (tier 1).
 */
function relevancePage(db: Knex, query: ProductListQuery & { search: string }) {
  const ranked = () =>
    db.raw('SELECT id, created_at, 0 AS tier, ts_rank(search_vector, ?) AS rank FROM (?) AS recent', [
      searchWords(db, query.search),
      newestMatches(db, query, RELEVANCE_WINDOW),
    ]);
  const older = (from: number, limit: number) =>
    db.raw('SELECT id, created_at, 1 AS tier, 0 AS rank FROM (?) AS older', [
      newestMatches(db, query, limit, from),
    ]);
  const end = query.offset + query.limit;
  // A page past the window is a page of the newest order, read from it directly.
  const [matches, skip] =
    end <= RELEVANCE_WINDOW
      ? [ranked(), query.offset]
      : query.offset >= RELEVANCE_WINDOW
        ? [older(query.offset, query.limit), 0]
        : [
            db.raw('? UNION ALL ?', [ranked(), older(RELEVANCE_WINDOW, end - RELEVANCE_WINDOW)]),
            query.offset,
          ];
  return db
    .from(db.raw('(?) AS matches', [matches]))
    .select('id', 'tier', 'rank')
    .orderByRaw('tier, rank DESC, created_at DESC, id DESC')
    .offset(skip)
    .limit(query.limit);
}

/** The ids of a page of a search, newest first. */
function newestSearchPage(db: Knex, query: ProductListQuery) {
  return db
    .from(db.raw('(?) AS matches', [newestMatches(db, query, query.offset + query.limit)]))
    .select('id')
    .orderByRaw('created_at DESC, id DESC')
    .offset(query.offset)
    .limit(query.limit);
}

/** The ids of a catalogue page, in its order. */
function pageIds(db: Knex, query: ProductListQuery) {
  if (query.search !== undefined && query.sort === 'relevance')
    return relevancePage(db, { ...query, search: query.search });
  if (query.search !== undefined && query.sort === 'newest') return newestSearchPage(db, query);
  if (query.sort === 'rating') return bestRatedFirst(db, query);
  return applyFilters(db('products').select('products.id'), query)
    .orderByRaw(productOrder(db, query.sort))
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * A catalogue page's rows. Its ids are found first, on the narrowest index that gives the
 * order (deep offsets skip index entries, not joined rows), then only those rows are read.
 */
function fetchPageRows(db: Knex, query: ProductListQuery): Promise<ProductRow[]> {
  const ranked = query.search !== undefined && query.sort === 'relevance';
  return db
    .with('page', pageIds(db, query))
    .from('page')
    .join('products', 'products.id', 'page.id')
    .join(firmProfiles(db), 'vendor.id', 'products.vendorId')
    .select(...productSelect(db), vendorJson(db))
    .orderByRaw(
      ranked ? db.raw(`page.tier, page.rank DESC, ${NEWEST}`) : productOrder(db, query.sort),
    ) as Promise<ProductRow[]>;
}

/**
 * The number of matches: exact when a page short of full ends them or there are at most
 * EXACT_COUNT_LIMIT (counting more reads every match), otherwise the planner's estimate, never
 * below what the pages so far have shown.
 */
async function countMatches(
  db: Knex,
  query: ProductListQuery,
  shown: number,
): Promise<{ total: number; estimated: boolean }> {
  const seen = query.offset + shown;
  const everyMatch = { ...query, before: undefined };
  if (query.before === undefined && shown < query.limit && (shown > 0 || query.offset === 0))
    return { total: seen, estimated: false };
  const matches = applyFilters(db('products').select(db.raw('1')), everyMatch);
  return boundedCount(db, matches, { seen, exactLimit: EXACT_COUNT_LIMIT });
}

export interface CataloguePage {
  rows: ProductRow[];
  total: number;
  /** True when `total` is PostgreSQL's estimate rather than a count. */
  estimated: boolean;
  /** Newest first, after a full page: the `before` of the next. */
  nextCursor?: number;
}

/** Runs the SQL of a catalogue page: its rows, then (unless the page shows it) the total. */
export async function fetchProductPage(db: Knex, filters: ProductListQuery): Promise<CataloguePage> {
  // A slug becomes its id first: the planner then sees the category and picks its index.
  let query = filters;
  if (filters.category !== undefined) {
    const category = await db('categories').where({ slug: filters.category }).first('id');
    if (!category) return { rows: [], total: 0, estimated: false };
    query = { ...filters, category: undefined, categoryId: (category as { id: number }).id };
  }
  const rows = await fetchPageRows(db, query);
  const nextCursor = isNewestFirst(query) && rows.length === query.limit ? rows.at(-1)?.id : undefined;
  return { rows, nextCursor, ...(await countMatches(db, query, rows.length)) };
}

export async function listProducts(
  db: Knex,
  query: ProductListQuery,
): Promise<{ products: ProductBody[]; total: number; estimated: boolean; nextCursor?: number }> {
  await checkPriceBounds(db, query);
  const { rows, ...page } = await fetchProductPage(db, query);
  return { products: rows.map(toProduct), ...page };
}
