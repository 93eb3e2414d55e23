import {
  copyNewProducts,
  copyProducts,
  insertProducts,
  keepReferenceRates,
  refreshReferencePrices,
  PRODUCT_COLUMN_TYPES,
  seedBlockchain,
  sqlName,
  type Database,
  type FileStorage,
  type ProductColumn,
  type ProductCopyRow,
} from '@rawex/api';
import { attributesOf } from '@rawex/api/contracts';
import {
  categories,
  commodities,
  DEFAULT_PRODUCT_COUNT,
  renderCommodityImage,
  SAMPLE_SEED,
  sampleProducts,
  sampleRatings,
  sampleReferenceRates,
  sampleUsers,
  type ProductFixture,
  type UserFixture,
} from '@rawex/fixtures';
import type { Knex } from 'knex';
import { seedAuctions } from './seed-auctions.ts';
import { seedTrade } from './seed-trade.ts';
import type pg from 'pg';

export interface SeedOptions {
  /** How many products the catalogue holds; the first ones are always the demo's. */
  products?: number;
  seed?: number;
  /**
   * From how many products a seed into an empty catalogue builds the catalogue's indexes once,
   * after the rows are in, instead of growing them row by row: 50,000 unless told.
   */
  buildIndexesFrom?: number;
  /** The currencies suppliers sell in, each supplier one of them in turn: US dollars unless told. */
  currencies?: readonly string[];
}

/** Rows (and image files) that this run added; a second run over the same data adds none. */
export interface SeedSummary {
  categories: number;
  users: number;
  products: number;
  ratings: number;
  images: number;
  /** Requests for quotation, with their quotes and conversations. */
  requests: number;
  /** Sample exchange rates against the euro, of the weekdays of the last 90 days. */
  exchangeRates: number;
}

/** Rows per INSERT on PGlite: one JSON parameter per batch keeps clear of PostgreSQL's 65,535-parameter limit. */
const PRODUCT_BATCH_SIZE = 5000;
/** Where building the catalogue's indexes after the rows (sorted, in parallel) starts to pay. */
const BUILD_INDEXES_AFTER_FROM = 50_000;

const renderedImages = new Map<string, Uint8Array>();
function commodityImage(key: string): Uint8Array {
  let image = renderedImages.get(key);
  if (!image) {
    image = renderCommodityImage(key);
    renderedImages.set(key, image);
  }
  return image;
}

async function storeImages(storage: FileStorage): Promise<{ urls: Map<string, string>; added: number }> {
  const urls = new Map<string, string>();
  let added = 0;
  for (const { key } of commodities) {
    const stored = await storage.put(commodityImage(key), 'png');
    if (stored.created) added += 1;
    urls.set(key, stored.url);
  }
  return { urls, added };
}

async function insertCategories(trx: Knex.Transaction): Promise<{ ids: Map<string, number>; added: number }> {
  let added = 0;
  for (const level of [null, 'child'] as const) {
    const known = new Map<string, number>(
      (await trx('categories').select('slug', 'id')).map((row: { slug: string; id: number }) => [
        row.slug,
        row.id,
      ]),
    );
    const rows = categories
      .filter((category) => (level === null ? category.parentSlug === null : category.parentSlug !== null))
      .map(({ parentSlug, ...category }) => ({
        ...category,
        parentId: parentSlug ? (known.get(parentSlug) ?? null) : null,
      }));
    const inserted = await trx('categories').insert(rows).onConflict('slug').ignore().returning('id');
    added += inserted.length;
  }
  const ids = new Map<string, number>(
    (await trx('categories').select('slug', 'id')).map((row: { slug: string; id: number }) => [
      row.slug,
      row.id,
    ]),
  );
  return { ids, added };
}

async function insertUsers(trx: Knex.Transaction, users: UserFixture[]): Promise<number> {
  const rows = users.map(({ createdAt, ...user }) => ({
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    // The demo suppliers publish their business address for buyers to write to.
    contactEmail: user.role === 'vendor' ? user.email : null,
    companyName: user.companyName,
    location: user.location,
    description: user.description,
    isVerified: user.isVerified,
    // The demo accounts are RawEx's own: their addresses count as confirmed.
    emailVerifiedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  }));
  const inserted = await trx('users').insert(rows).onConflict().ignore().returning('id');
  return inserted.length;
}

/** The products table's row of a fixture product. */
export function productRow(
  product: ProductFixture,
  categoryIds: Map<string, number>,
  imageUrls: Map<string, string>,
): Record<ProductColumn, unknown> {
  return {
    vendorId: product.vendorId,
    categoryId: categoryIds.get(product.categorySlug),
    sku: product.sku,
    name: product.name,
    description: product.description,
    price: product.price,
    currency: product.currency,
    unit: product.unit,
    minimumOrder: product.minimumOrder,
    orderMultiple: product.orderMultiple,
    priceTiers: product.priceTiers,
    sampleQuantity: product.sample?.quantity ?? null,
    samplePrice: product.sample?.price ?? null,
    availableQuantity: product.availableQuantity,
    images: product.imageKeys.map((key) => imageUrls.get(key)),
    videos: [],
    ...attributesOf(product),
    specifications: product.specifications,
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.createdAt.toISOString(),
  };
}

/** Every column a seeded product sets. */
export const SEEDED_COLUMNS = Object.keys(PRODUCT_COLUMN_TYPES) as ProductColumn[];

/**
 * The seeded columns the products table has: a database migrated only part of the way (a
 * migration's test seeds the data it changes) gets the columns it knows.
 */
async function seededColumnsOf(trx: Knex.Transaction): Promise<ProductColumn[]> {
  const existing = new Set<string>(
    await trx('information_schema.columns')
      .where({ table_schema: trx.raw('current_schema()'), table_name: 'products' })
      .pluck('column_name'),
  );
  return SEEDED_COLUMNS.filter((column) => existing.has(sqlName(column)));
}

/** PGlite: INSERT … ON CONFLICT DO NOTHING, a batch at a time. */
async function insertProductBatches(trx: Knex.Transaction, rows: Iterable<ProductCopyRow>): Promise<number> {
  let added = 0;
  let batch: ProductCopyRow[] = [];
  const flush = async () => {
    const result = await insertProducts(
      trx,
      batch,
      () => 'ON CONFLICT (vendor_id, sku) DO NOTHING RETURNING 1',
    );
    added += result.rows.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === PRODUCT_BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
  return added;
}

/** The catalogue's indexes that no constraint owns, by name with their definitions. */
async function secondaryProductIndexes(
  trx: Knex.Transaction,
): Promise<{ name: string; definition: string }[]> {
  const result = (await trx.raw(`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'products'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'products'::regclass)`)) as {
    rows: { name: string; definition: string }[];
  };
  return result.rows;
}

/**
 * PostgreSQL: COPY. Into an empty catalogue, straight into products (a large seed building the
 * indexes after); otherwise through a staging table, so rows already there are left alone.
 */
async function copyProductRows(
  trx: Knex.Transaction,
  connection: pg.ClientBase,
  rows: Iterable<ProductCopyRow>,
  {
    count,
    columns,
    buildIndexesAfter,
  }: { count: number; columns: readonly ProductColumn[]; buildIndexesAfter: boolean },
): Promise<number> {
  if (!(await trx('products').first('id'))) {
    const indexes = buildIndexesAfter ? await secondaryProductIndexes(trx) : [];
    for (const { name } of indexes) await trx.raw('DROP INDEX ??', [name]);
    await copyProducts(connection, columns, rows);
    await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await trx.raw(definition);
    return count;
  }
  return copyNewProducts(connection, columns, rows);
}

/**
 * Fills the database with the demo data of `@rawex/fixtures`. Deterministic (the same rows on
 * every run) and idempotent (rows already there are left alone), all in one transaction.
 */
export async function seedDatabase(
  db: Database,
  storage: FileStorage,
  {
    products: productCount = DEFAULT_PRODUCT_COUNT,
    seed = SAMPLE_SEED,
    buildIndexesFrom = BUILD_INDEXES_AFTER_FROM,
    currencies,
  }: SeedOptions = {},
): Promise<SeedSummary> {
  const images = await storeImages(storage);
  const users = sampleUsers(seed);

  // On PostgreSQL the transaction's own connection also carries the COPY.
  const connection =
    db.kind === 'postgres' ? ((await db.knex.client.acquireConnection()) as pg.ClientBase) : undefined;
  try {
    return await db.knex.transaction(
      async (trx) => {
        const categoryResult = await insertCategories(trx);
        const addedUsers = await insertUsers(trx, [...users.vendors, ...users.buyers]);

        // The demo fetches no rates (it has no network): made-up ones, kept under the source SAMPLE,
        // and the catalogue's rates to compare prices at, before the products that use them.
        const exchangeRates = (await trx.schema.hasTable('fx_rates'))
          ? (await keepReferenceRates(trx, sampleReferenceRates(new Date()), { source: 'SAMPLE' })).added
          : 0;
        if (await trx.schema.hasTable('catalogue_reference_rates')) await refreshReferencePrices(trx);

        const columns = await seededColumnsOf(trx);
        const rows = (function* () {
          for (const product of sampleProducts(users.vendors, { count: productCount, seed, currencies })) {
            const row = productRow(product, categoryResult.ids, images.urls);
            yield Object.fromEntries(columns.map((column) => [column, row[column]]));
          }
        })();
        const addedProducts = connection
          ? await copyProductRows(trx, connection, rows, {
              count: productCount,
              columns,
              buildIndexesAfter: productCount >= buildIndexesFrom,
            })
          : await insertProductBatches(trx, rows);

        // The blockchain console's simulated chain gets its history (once): on a database
        // migrated part way, as the migrations' tests seed it, only once its tables have their name.
        if (await trx.schema.hasTable('blockchain_transactions')) await seedBlockchain(trx);

        const ratings = await trx('vendorRatings')
          .insert(sampleRatings(users, seed))
          .onConflict(['vendorId', 'buyerId'])
          .ignore()
          .returning('id');

        const requests = await seedTrade(trx, users.buyers);
        const auctions = await seedAuctions(trx);

        return {
          categories: categoryResult.added,
          users: addedUsers,
          products: addedProducts,
          ratings: ratings.length,
          images: images.added,
          requests,
          auctions,
          exchangeRates,
        };
      },
      { connection },
    );
  } finally {
    if (connection) await db.knex.client.releaseConnection(connection);
  }
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.knex('categories').first(db.knex.raw('count(*) AS count'));
  return Number(row?.count ?? 0) === 0;
}
