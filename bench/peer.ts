import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage, openDatabase } from '@rawex/api';
import { seedDatabase } from '@rawex/cli/seed';
import { startRawex } from '../storefront/e2e/rawex-server.ts';
import { load } from './load.ts';

const PRODUCTS = 10_000;
const RUNS = 2;
const LOAD = { connections: 16, seconds: 10 };

/** A process's resident memory now and at its peak, from /proc (Linux). */
async function residentMemory(pid: number): Promise<{ now: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { now: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * RawEx measured the way a Medusa v2 store's `GET /store/products` usually is: `rawex start` on
 * PostgreSQL with 10,000 products, autocannon with 16 connections for 10 s, two runs of each
 * address, with the median and 99th-percentile latency and the server's resident memory; once
 * with signed-out catalogue pages kept per catalogue version (as it runs), once without
 * (RAWEX_KEEP_LISTS=false). No other platform is run here: these are the figures to set beside
 * one measured the same way.
 */
export async function benchPeer(): Promise<string> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const lines = [
    `RawEx side by side: rawex start on PostgreSQL, ${PRODUCTS.toLocaleString('en-US')} products, autocannon ${LOAD.connections} connections × ${LOAD.seconds} s, ${RUNS} runs each`,
    '',
    '| pages kept | address | run | requests/s | p50 | p99 | server RSS after |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const peaks: string[] = [];
  for (const kept of [false, true]) {
    const server = await startRawex({ RAWEX_KEEP_LISTS: String(kept) });
    const uploads = await mkdtemp(path.join(tmpdir(), 'rawex-bench-'));
    try {
      const db = await openDatabase({ kind: 'postgres', url: server.databaseUrl as string });
      try {
        await seedDatabase(db, createDiskStorage(uploads), { products: PRODUCTS });
        await db.knex.raw('VACUUM ANALYZE');
      } finally {
        await db.close();
      }
      for (const address of ['/api/products?limit=24', '/api/products?limit=24&search=copper']) {
        await load(`${server.url}${address}`, { ...LOAD, seconds: 2 });
        for (let run = 1; run <= RUNS; run += 1) {
          const result = await load(`${server.url}${address}`, LOAD);
          const failed = result.errors + result.non2xx;
          const memory = await residentMemory(server.pid);
          lines.push(
            `| ${kept ? 'yes' : 'no'} | ${address} | ${run} | ${Math.round(result.requestsPerSecond)}${failed ? ` (${failed} failed!)` : ''} | ${result.p50Ms} ms | ${result.p99Ms} ms | ${megabytes(memory.now)} |`,
          );
        }
      }
      peaks.push(
        `${megabytes((await residentMemory(server.pid)).peak)} ${kept ? 'with' : 'without'} pages kept`,
      );
    } finally {
      await server.stop();
      await rm(uploads, { recursive: true, force: true });
    }
  }
  lines.push('', `Server RSS at its peak: ${peaks.join(', ')}.`);
  return lines.join('\n');
}
