import { openDatabase } from '@rawex/api';
import { catalogueFiltersSchema, type CatalogueFilters } from '@rawex/api/contracts';
import { applyFilters } from '@rawex/api/product-search';
import { matchCandidates } from '@rawex/api/saved-search-matching';
import { savedSearchColumns } from '@rawex/api/saved-searches';
import { seedDatabase } from '@rawex/cli/seed';
import { withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SAVED_SEARCHES ?? 10_000);
const NEW_PRODUCTS = Number(process.env.BENCH_NEW_PRODUCTS ?? 1_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = 3;

/** A deterministic sequence in [0, 1): the same searches on every run. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * Saved searches matched against a batch of new products: 10,000 searches (words, categories,
 * origins, certifications, Incoterms, grades, prices, purity and lead time drawn from the
 * catalogue) and 1,000 products just listed. RawEx matches the batch in one statement; the
 * baseline asks, for each search, the product list's own query narrowed to the batch, 16 at a time.
 */
export async function benchSavedSearches(): Promise<string> {
  return withBenchApi(async ({ db, storage }) => {
    await seedDatabase(db, storage, { products: PRODUCTS });
    const knex = db.knex;
    const users = (await knex('users').pluck('id')) as string[];
    const categories = (await knex('categories').pluck('slug')) as string[];
    const profiles = (await knex('products')
      .select('name', 'originCountry', 'certifications', 'incoterms', 'grade', 'price')
      .orderByRaw('md5(id::text)')
      .limit(2_000)) as {
      name: string;
      originCountry: string | null;
      certifications: string[];
      incoterms: string[];
      grade: string | null;
      price: string;
    }[];
    const next = sequence(46);
    const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)] as T;
    const searches: { userId: string; filters: CatalogueFilters }[] = Array.from({ length: SEARCHES }, () => {
      const like = pick(profiles);
      const given: Record<string, unknown> = {};
      if (next() < 0.5) given.search = like.name.split(/\W+/).find((word) => word.length > 3) ?? like.name;
      if (next() < 0.5) given.category = pick(categories);
      if (next() < 0.4 && like.originCountry) given.originCountry = like.originCountry;
      if (next() < 0.3 && like.certifications.length > 0) given.certifications = pick(like.certifications);
      if (next() < 0.2 && like.incoterms.length > 0) given.incoterms = like.incoterms.join(',');
      if (next() < 0.2 && like.grade) given.grade = [like.grade];
      if (next() < 0.4) given.maxPrice = Math.ceil(Number(like.price) * 1.2);
      if (next() < 0.1) given.minPurity = 90;
      if (next() < 0.1) given.maxLeadTime = 45;
      if (Object.keys(given).length === 0) given.search = like.name;
      return { userId: pick(users), filters: catalogueFiltersSchema.parse(given) };
    });
    const rows = await Promise.all(
      searches.map(async (search, index) => ({
        userId: search.userId,
        name: `Bench search ${index}`,
        ...(await savedSearchColumns(knex, search.filters)),
      })),
    );
    await knex.batchInsert('savedSearches', rows, 1_000);
    // Resolved as the saved searches keep them (a category by id), for the baseline's own queries.
    const kept = (await knex('savedSearches').orderBy('id').select('*')) as Record<string, unknown>[];

    // A thousand products listed: the triggers note them as candidates.
    await knex.raw(
      `INSERT INTO products (vendor_id, category_id, name, description, price, unit, minimum_order,
                             available_quantity, images, origin_country, grade, purity_percent,
                             certifications, incoterms, lead_time_days)
       SELECT vendor_id, category_id, name || ' (new lot)', description, round(price * 0.97, 2), unit,
              minimum_order, available_quantity, images, origin_country, grade, purity_percent,
              certifications, incoterms, lead_time_days
         FROM products ORDER BY md5(id::text) LIMIT ?`,
      [NEW_PRODUCTS],
    );
    await knex.raw('VACUUM ANALYZE');
    const batch = ((await knex('savedSearchCandidates').select('productId')) as { productId: number }[]).map(
      (candidate) => candidate.productId,
    );

    // RawEx: one statement matches the batch against every search (rolled back, to time it again).
    const setBased: number[] = [];
    let matched = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await knex
        .transaction(async (trx) => {
          const result = await matchCandidates(trx, NEW_PRODUCTS);
          matched = result.matches.reduce((sum, match) => sum + match.count, 0);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      setBased.push(performance.now() - started);
    }

    // The baseline: the list's own query for each search, narrowed to the batch, 16 connections.
    const pool = await openDatabase({ kind: 'postgres', url: knexUrl(knex), poolSize: CONNECTIONS });
    const perSearch: number[] = [];
    let baselineMatched = 0;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        let nextSearch = 0;
        let found = 0;
        await Promise.all(
          Array.from({ length: CONNECTIONS }, async () => {
            for (let index = nextSearch++; index < kept.length; index = nextSearch++) {
              const search = kept[index]!;
              const filters = Object.fromEntries(
                Object.entries(search).filter(([, value]) => value !== null),
              ) as CatalogueFilters;
              const rows = await applyFilters(pool.knex('products').select('products.id'), filters)
                .whereIn('products.id', batch)
                .whereNot('products.vendorId', search.userId as string);
              found += rows.length;
            }
          }),
        );
        perSearch.push(performance.now() - started);
        baselineMatched = found;
      }
    } finally {
      await pool.close();
    }
    const ours = median(setBased);
    const theirs = median(perSearch);
    return [
      `saved searches: ${SEARCHES.toLocaleString('en')} searches × ${batch.length.toLocaleString('en')} new products, ${PRODUCTS.toLocaleString('en')} in the catalogue`,
      `  one statement (RawEx)          ${ours.toFixed(0).padStart(6)} ms  (${matched} matches; median of ${ROUNDS})`,
      `  a query per search, ${CONNECTIONS} conns  ${theirs.toFixed(0).padStart(6)} ms  (${baselineMatched} matches)`,
      `  ratio (baseline / RawEx)       ${(theirs / ours).toFixed(1)}×`,
    ].join('\n');
  });
}

class RolledBack extends Error {}

function knexUrl(knex: { client: { config: { connection: unknown } } }): string {
  const connection = knex.client.config.connection as string | { connectionString: string };
  return typeof connection === 'string' ? connection : connection.connectionString;
}
