import { insertProducts, seedLedger, type Database, type FileStorage, type ProductColumn } from '@rawex/api';
import {
  categories,
  commodities,
  DEFAULT_PRODUCT_COUNT,
  renderCommodityImage,
  SAMPLE_SEED,
  sampleProducts,
  sampleRatings,
  sampleUsers,
  type ProductFixture,
  type UserFixture,
} from '@rawex/fixtures';
import type { Knex } from 'knex';

export interface SeedOptions {
  /** How many products the catalogue holds; the first ones are always the demo's. */
  products?: number;
  seed?: number;
}

/** Rows (and image files) that this run added; a second run over the same data adds none. */
export interface SeedSummary {
  categories: number;
  users: number;
  products: number;
  ratings: number;
  images: number;
}

/** Rows per INSERT: one JSON parameter per batch keeps clear of PostgreSQL's 65,535-parameter limit. */
const PRODUCT_BATCH_SIZE = 5000;

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
    companyName: user.companyName,
    location: user.location,
    description: user.description,
    isVerified: user.isVerified,
    createdAt,
    updatedAt: createdAt,
  }));
  const inserted = await trx('users').insert(rows).onConflict().ignore().returning('id');
  return inserted.length;
}

async function insertProductBatch(
  trx: Knex.Transaction,
  batch: ProductFixture[],
  categoryIds: Map<string, number>,
  imageUrls: Map<string, string>,
): Promise<number> {
  const rows = batch.map((product) => ({
    vendorId: product.vendorId,
    categoryId: categoryIds.get(product.categorySlug),
    sku: product.sku,
    name: product.name,
    description: product.description,
    price: product.price,
    unit: product.unit,
    minimumOrder: product.minimumOrder,
    availableQuantity: product.availableQuantity,
    images: product.imageKeys.map((key) => imageUrls.get(key)),
    specifications: product.specifications,
    isActive: product.isActive,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.createdAt.toISOString(),
  })) satisfies Partial<Record<ProductColumn, unknown>>[];
  const result = await insertProducts(trx, rows, () => 'ON CONFLICT (vendor_id, sku) DO NOTHING RETURNING 1');
  return result.rows.length;
}

/**
 * Fills the database with the demo data of `@rawex/fixtures`. Deterministic (the same rows on
 * every run) and idempotent (rows already there are left alone), all in one transaction.
 */
export async function seedDatabase(
  db: Database,
  storage: FileStorage,
  { products: productCount = DEFAULT_PRODUCT_COUNT, seed = SAMPLE_SEED }: SeedOptions = {},
): Promise<SeedSummary> {
  const images = await storeImages(storage);
  const users = sampleUsers(seed);

  return db.knex.transaction(async (trx) => {
    const categoryResult = await insertCategories(trx);
    const addedUsers = await insertUsers(trx, [...users.vendors, ...users.buyers]);

    let addedProducts = 0;
    let batch: ProductFixture[] = [];
    for (const product of sampleProducts(users.vendors, { count: productCount, seed })) {
      batch.push(product);
      if (batch.length === PRODUCT_BATCH_SIZE) {
        addedProducts += await insertProductBatch(trx, batch, categoryResult.ids, images.urls);
        batch = [];
      }
    }
    if (batch.length > 0)
      addedProducts += await insertProductBatch(trx, batch, categoryResult.ids, images.urls);

    // The blockchain console's simulated ledger gets its history (once).
    await seedLedger(trx);

    const ratings = await trx('vendorRatings')
      .insert(sampleRatings(users, seed))
      .onConflict(['vendorId', 'buyerId'])
      .ignore()
      .returning('id');

    return {
      categories: categoryResult.added,
      users: addedUsers,
      products: addedProducts,
      ratings: ratings.length,
      images: images.added,
    };
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.knex('categories').first(db.knex.raw('count(*) AS count'));
  return Number(row?.count ?? 0) === 0;
}
