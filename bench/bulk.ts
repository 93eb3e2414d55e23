import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAccount, createDiskStorage, migrateToLatest, type Database } from '@rawex/api';
import { createSession, SESSION_COOKIE } from '@rawex/api/sessions';
import { createTestDatabase } from '@rawex/api/testing';
import { seedDatabase } from '@rawex/cli/seed';
import { sampleProducts, sampleUsers } from '@rawex/fixtures';
import { stringify } from 'csv-stringify/sync';
import { withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROWS_PER_REQUEST = 1000;

/** The rows both sides load: the synthetic catalogue, as one vendor's products with SKUs. */
export async function catalogueRows(db: Database, imageUrl: string, count = PRODUCTS) {
  const categoryIds = new Map<string, number>(
    (await db.knex('categories').select('slug', 'id')).map((row: { slug: string; id: number }) => [
      row.slug,
      row.id,
    ]),
  );
  return [...sampleProducts(sampleUsers().vendors, { count })].map((product) => ({
    sku: product.sku,
    categoryId: categoryIds.get(product.categorySlug) as number,
    name: product.name,
    description: product.description,
    price: product.price,
    unit: product.unit,
    minimumOrder: product.minimumOrder,
    availableQuantity: product.availableQuantity,
    images: [imageUrl],
    specifications: product.specifications,
  }));
}

export async function newVendor(db: Database) {
  return createAccount(db.knex, {
    email: 'bulk@bench.example',
    password: 'benchmark password',
    firstName: 'Bulk',
    lastName: 'Vendor',
    role: 'vendor',
    companyName: 'Bulk Ltd',
  });
}

/** `psql \copy` of the same rows into the same table of a second, identically prepared database. */
export async function copyWithPsql(rows: Awaited<ReturnType<typeof catalogueRows>>): Promise<number> {
  const db = await createTestDatabase('postgres');
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-bench-'));
  try {
    await migrateToLatest(db.knex);
    await seedDatabase(db, createDiskStorage(folder), { products: 0 });
    const vendor = await newVendor(db);
    const file = path.join(folder, 'products.csv');
    await writeFile(
      file,
      stringify(
        rows.map((row) => [
          vendor.id,
          row.sku,
          row.categoryId,
          row.name,
          row.description,
          row.price,
          row.unit,
          row.minimumOrder,
          row.availableQuantity,
          `{"${row.images[0]}"}`,
          JSON.stringify(row.specifications),
        ]),
      ),
    );
    const url = (db.knex.client.config.connection as { connectionString: string }).connectionString;
    const started = performance.now();
    await promisify(execFile)('psql', [
      url,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `\\copy products (vendor_id, sku, category_id, name, description, price, unit, minimum_order, available_quantity, images, specifications) FROM '${file}' WITH (FORMAT csv)`,
    ]);
    return (performance.now() - started) / 1000;
  } finally {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  }
}

export async function benchBulk(): Promise<string> {
  return withBenchApi(async ({ db, storage, server }) => {
    await seedDatabase(db, storage, { products: 0 });
    const vendor = await newVendor(db);
    const cookie = `${SESSION_COOKIE}=${(await createSession(db.knex, vendor.id)).token}`;
    const rows = await catalogueRows(db, `/uploads/${'0'.repeat(64)}.png`);

    const started = performance.now();
    for (let start = 0; start < rows.length; start += ROWS_PER_REQUEST) {
      const response = await fetch(`${server.url}/api/products/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: server.url },
        body: JSON.stringify({ products: rows.slice(start, start + ROWS_PER_REQUEST) }),
      });
      const result = (await response.json()) as { created: number };
      if (response.status !== 200 || result.created !== Math.min(ROWS_PER_REQUEST, rows.length - start)) {
        throw new Error(`bulk request failed: ${response.status} ${JSON.stringify(result).slice(0, 300)}`);
      }
    }
    const api = (performance.now() - started) / 1000;
    const copy = await copyWithPsql(rows);
    const rate = (seconds: number) => Math.round(rows.length / seconds).toLocaleString('en-US');
    return [
      `bulk import, ${rows.length.toLocaleString('en-US')} products (PostgreSQL, same session):`,
      `  POST /api/products/bulk ×${rows.length / ROWS_PER_REQUEST}   ${api.toFixed(1)} s  ${rate(api)} rows/s`,
      `  psql \\copy (baseline)        ${copy.toFixed(1)} s  ${rate(copy)} rows/s`,
      `  ratio                         ${(copy / api).toFixed(2)} of \\copy's throughput`,
    ].join('\n');
  });
}
