import { createLogger, startServer } from '@rawex/api';
import { seedDatabase } from '@rawex/cli/seed';
import { load, type LoadResult } from './load.ts';
import { settle, withBenchApi } from './support.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Every request comes through a proxy from one visitor's address, as a busy buyer's would. */
const FROM_A_VISITOR = { 'x-forwarded-for': '198.51.100.7' };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/**
 * What the per-address limits cost the catalogue: the first page of products, newest first, from
 * one API process that counts every request against its address (at limits the load never
 * reaches, so nothing is refused) and one that counts nothing, on the same database, measured in
 * turns. Goal: at least 0.95.
 */
export async function benchLimits(): Promise<string> {
  return withBenchApi(async ({ db, storage }) => {
    await seedDatabase(db, storage, { products: PRODUCTS });
    await db.knex.raw('VACUUM ANALYZE');
    const logger = createLogger({ level: 'silent' });
    const unreached = { reads: 1_000_000_000, writes: 1_000_000_000, signIns: 1_000_000_000 };
    const [counting, unlimited] = await Promise.all([
      startServer({ db, storage, logger }, { port: 0, trustedProxyHops: 1, addressLimits: unreached }),
      startServer(
        { db, storage, logger },
        { port: 0, trustedProxyHops: 1, addressLimits: { reads: 0, writes: 0, signIns: 0 } },
      ),
    ]);
    const runs: Record<'counting' | 'unlimited', LoadResult[]> = { counting: [], unlimited: [] };
    try {
      const options = { connections: CONNECTIONS, headers: FROM_A_VISITOR };
      for (const server of [counting, unlimited]) {
        await load(`${server.url}/api/products?limit=24`, { ...options, seconds: 2 });
      }
      for (let run = 0; run < RUNS; run += 1) {
        for (const [name, server] of [
          ['unlimited', unlimited],
          ['counting', counting],
        ] as const) {
          await settle(db);
          runs[name].push(
            await load(`${server.url}/api/products?limit=24`, { ...options, seconds: SECONDS }),
          );
        }
      }
    } finally {
      await Promise.all([counting.close(), unlimited.close()]);
    }
    const rate = (results: LoadResult[]) => median(results.map((result) => result.requestsPerSecond));
    const failed = [...runs.counting, ...runs.unlimited].reduce(
      (sum, result) => sum + result.errors + result.non2xx,
      0,
    );
    const each = (results: LoadResult[]) =>
      results.map((result) => Math.round(result.requestsPerSecond)).join(', ');
    return [
      `limits: GET /api/products?limit=24, ${PRODUCTS.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${RUNS} × ${SECONDS} s each (PostgreSQL):`,
      `  counting per address  ${Math.round(rate(runs.counting))} req/s (runs: ${each(runs.counting)})`,
      `  no limits             ${Math.round(rate(runs.unlimited))} req/s (runs: ${each(runs.unlimited)})`,
      `  ratio                 ${(rate(runs.counting) / rate(runs.unlimited)).toFixed(2)}${failed ? `   (${failed} failed requests!)` : ''}`,
    ].join('\n');
  });
}
