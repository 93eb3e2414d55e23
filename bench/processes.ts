import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDiskStorage, migrateToLatest, openDatabase } from '@rawex/api';
import { createServerDatabase } from '@rawex/api/testing';
import { seedDatabase } from '@rawex/cli/seed';
import { startRawex, stopRawex, type Instance } from '../cli/src/testing/rawex-processes.ts';
import { load, type LoadResult } from './load.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGE = '/api/products?limit=24';

/** A round-robin load balancer in a few lines: each request to the next upstream, over kept-alive connections. */
async function roundRobin(upstreams: string[]): Promise<{ url: string; server: Server }> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]!);
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The catalogue's first page from one API process and from two behind a round-robin balancer, on
 * one PostgreSQL database: separate `rawex start --no-worker` processes, as on separate machines,
 * here sharing this machine's cores with PostgreSQL and the load generator.
 */
export async function benchProcesses(): Promise<string> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createServerDatabase('rawex_bench_processes');
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'rawex-bench-processes-'));
  const instances: Instance[] = [];
  const balancers: Server[] = [];
  try {
    const db = await openDatabase({ kind: 'postgres', url: database.url });
    try {
      await migrateToLatest(db.knex);
      await seedDatabase(db, createDiskStorage(path.join(dataDirectory, 'uploads')), { products: PRODUCTS });
      await db.knex.raw('VACUUM ANALYZE');
    } finally {
      await db.close();
    }
    for (let index = 0; index < 2; index += 1) {
      instances.push(
        await startRawex({ databaseUrl: database.url, dataDirectory, command: ['start', '--no-worker'] }),
      );
    }
    const [first, second] = instances as [Instance, Instance];
    const one = await roundRobin([first.url]);
    const two = await roundRobin([first.url, second.url]);
    balancers.push(one.server, two.server);
    const cases: [string, string][] = [
      ['one process, direct', first.url],
      ['one process, through the balancer', one.url],
      ['two processes, through the balancer', two.url],
    ];
    const results = new Map<string, LoadResult[]>(cases.map(([name]) => [name, []]));
    for (const [, url] of cases) await load(`${url}${PAGE}`, { connections: CONNECTIONS, seconds: 2 });
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, url] of cases) {
        results.get(name)!.push(await load(`${url}${PAGE}`, { connections: CONNECTIONS, seconds: SECONDS }));
      }
    }
    const rate = (name: string) => median(results.get(name)!.map((result) => result.succeededPerSecond));
    const lines = cases.map(
      ([name]) =>
        `  ${name.padEnd(36)} ${Math.round(rate(name)).toString().padStart(6)} req/s (runs: ${results
          .get(name)!
          .map((result) => Math.round(result.succeededPerSecond))
          .join(', ')})`,
    );
    return [
      `processes: GET ${PAGE}, ${PRODUCTS.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${RUNS} × ${SECONDS} s each, one PostgreSQL:`,
      ...lines,
      `  two processes against one (both through the balancer)   ${(rate('two processes, through the balancer') / rate('one process, through the balancer')).toFixed(2)}`,
    ].join('\n');
  } finally {
    for (const balancer of balancers) balancer.close();
    for (const instance of instances) await stopRawex(instance);
    await database.drop();
    await rm(dataDirectory, { recursive: true, force: true });
  }
}
