import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Database } from '@rawex/api';
import { productListQuerySchema } from '@rawex/api/contracts';
import { fetchProductPage } from '@rawex/api/products';
import { seedDatabase } from '@rawex/cli/seed';
import { load, type LoadResult } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * The baseline: a bare node:http handler running the very same catalogue SQL on the same pool
 * (`fetchProductPage`), with none of the API's routing, middleware, checks or mapping.
 */
async function startBareServer(db: Database): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const query = productListQuerySchema.parse(
      Object.fromEntries(new URL(request.url ?? '/', 'http://localhost').searchParams),
    );
    fetchProductPage(db.knex, query).then(
      ({ rows, total }) => {
        response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(total) });
        response.end(JSON.stringify(rows));
      },
      (error: Error) => {
        response.writeHead(500);
        response.end(error.message);
      },
    );
  });
  server.listen(0);
  await once(server, 'listening');
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function row(label: string, api: LoadResult, bare: LoadResult): string {
  const format = (result: LoadResult) =>
    `${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms`;
  const failures = api.errors + api.non2xx + bare.errors + bare.non2xx;
  return `  ${label.padEnd(28)} API ${format(api)}   bare ${format(bare)}   ratio ${(api.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}${failures ? `   (${failures} failed requests!)` : ''}`;
}

export async function benchCatalogue(): Promise<string> {
  return withBenchApi(async ({ db, storage, server }) => {
    await seedDatabase(db, storage, { products: PRODUCTS });
    // What autovacuum does to a live table: visibility map and statistics.
    await db.knex.raw('VACUUM ANALYZE');
    const category = await db.knex('categories').where({ slug: 'cash-crops' }).first('id');
    const bareServer = await startBareServer(db);
    const cases = [
      ['search=coffee&limit=24', 'search "coffee"'],
      [`categoryId=${category.id}&limit=24`, 'categoryId (cash-crops, a parent)'],
      ['category=cash-crops&limit=24', 'category slug (cash-crops)'],
      ['sort=rating&limit=24', 'sort by supplier rating'],
      ['search=coffee&sort=relevance&limit=24', 'search "coffee" by relevance'],
    ];
    const lines = [
      `catalogue, ${PRODUCTS.toLocaleString('en-US')} products, 32 connections, ${SECONDS} s each (PostgreSQL):`,
    ];
    try {
      for (const [query, label] of cases) {
        // Warm both up (plans, pool, JIT), then measure them one after the other.
        await load(`${server.url}/api/products?${query}`, { seconds: 2 });
        await load(`${bareServer.url}/?${query}`, { seconds: 2 });
        await settle(db);
        const apiResult = await load(`${server.url}/api/products?${query}`, { seconds: SECONDS });
        await settle(db);
        const bareResult = await load(`${bareServer.url}/?${query}`, { seconds: SECONDS });
        await settle(db);
        lines.push(row(label as string, apiResult, bareResult));
      }
    } finally {
      await bareServer.close();
    }
    return lines.join('\n');
  });
}
