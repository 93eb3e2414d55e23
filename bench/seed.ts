import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProducts, createDiskStorage, migrateToLatest, type Database } from '@rawex/api';
import { createTestDatabase } from '@rawex/api/testing';
import { productRow, SEEDED_COLUMNS, seedDatabase } from '@rawex/cli/seed';
import { renderCommodityImage, sampleProducts, sampleUsers } from '@rawex/fixtures';
import pg from 'pg';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { seconds: (performance.now() - started) / 1000, result };
}

async function productCount(db: Database): Promise<number> {
  const row = await db.knex('products').first(db.knex.raw('count(*) AS count'));
  return Number(row.count);
}

/** The fastest way PostgreSQL loads rows: COPY … FROM STDIN of the same products, into the indexed table. */
async function copyBaseline(
  db: Database,
  databaseUrl: string,
  imageUrls: Map<string, string>,
): Promise<void> {
  const categoryIds = new Map<string, number>(
    (await db.knex('categories').select('slug', 'id')).map((row: { slug: string; id: number }) => [
      row.slug,
      row.id,
    ]),
  );
  const { vendors } = sampleUsers();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = function* () {
      for (const product of sampleProducts(vendors, { count: PRODUCTS }))
        yield productRow(product, categoryIds, imageUrls);
    };
    await copyProducts(client, SEEDED_COLUMNS, rows());
  } finally {
    await client.end();
  }
}

export async function benchSeed(): Promise<string> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const uploads = await mkdtemp(path.join(tmpdir(), 'rawex-bench-'));
  const storage = createDiskStorage(uploads);
  const [seeded, copied] = await Promise.all([
    createTestDatabase('postgres'),
    createTestDatabase('postgres'),
  ]);
  try {
    await Promise.all([migrateToLatest(seeded.knex), migrateToLatest(copied.knex)]);
    // Users, categories and the rendered images are set up in both before the clocks start.
    await seedDatabase(seeded, storage, { products: 0 });
    await seedDatabase(copied, storage, { products: 0 });
    const imageUrls = new Map<string, string>();
    for (const product of sampleProducts(sampleUsers().vendors, { count: 66 })) {
      for (const key of product.imageKeys)
        imageUrls.set(key, (await storage.put(renderCommodityImage(key), 'png')).url);
    }

    const seed = await timed(() => seedDatabase(seeded, storage, { products: PRODUCTS }));
    const copy = await timed(() =>
      copyBaseline(
        copied,
        (copied.knex.client.config.connection as { connectionString: string }).connectionString,
        imageUrls,
      ),
    );
    const [seededCount, copiedCount] = await Promise.all([productCount(seeded), productCount(copied)]);
    if (seededCount !== PRODUCTS || copiedCount !== PRODUCTS) {
      throw new Error(`expected ${PRODUCTS} products in both, got ${seededCount} and ${copiedCount}`);
    }
    const rate = (seconds: number) => Math.round(PRODUCTS / seconds).toLocaleString('en-US');
    return [
      `seed ${PRODUCTS.toLocaleString('en-US')} products (PostgreSQL, same session):`,
      `  rawex db seed     ${seed.seconds.toFixed(1)} s  ${rate(seed.seconds)} rows/s`,
      `  COPY FROM STDIN   ${copy.seconds.toFixed(1)} s  ${rate(copy.seconds)} rows/s   (baseline)`,
      `  ratio             ${(copy.seconds / seed.seconds).toFixed(2)} of COPY's throughput`,
    ].join('\n');
  } finally {
    await Promise.all([seeded.close(), copied.close()]);
    await rm(uploads, { recursive: true, force: true });
  }
}
