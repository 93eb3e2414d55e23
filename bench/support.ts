import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createDiskStorage,
  createLogger,
  loadConfig,
  migrateToLatest,
  openDatabase,
  startJobWorker,
  startServer,
  type AddressLimits,
  type Database,
  type EventSettings,
  type FileStorage,
  type RunningServer,
} from '@rawex/api';
import { createTestDatabase } from '@rawex/api/testing';

export interface BenchApi {
  db: Database;
  storage: FileStorage;
  server: RunningServer;
  /** Starts a job worker beside the API, in this process, as `rawex start` runs one; stopped at the end. */
  startWorker(): Promise<void>;
}

/**
 * A fresh, migrated PostgreSQL database behind the API (a silent logger), gone afterwards; or,
 * given `databaseUrl`, that database as it is (migrated, kept). Catalogue pages are not kept
 * unless `keepCatalogueLists`: the benchmarks measure each request's own work.
 */
export async function withBenchApi<T>(
  work: (api: BenchApi) => Promise<T>,
  {
    databaseUrl,
    events: eventOptions = {},
    keepCatalogueLists = false,
    addressLimits,
  }: {
    databaseUrl?: string;
    events?: Partial<EventSettings>;
    keepCatalogueLists?: boolean;
    /** What one address or account may do a minute, when not the API's defaults. */
    addressLimits?: AddressLimits;
  } = {},
): Promise<T> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const uploads = await mkdtemp(path.join(tmpdir(), 'rawex-bench-'));
  const storage = createDiskStorage(uploads);
  // A pool as large as the API's own default (10).
  const db = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 })
    : await createTestDatabase('postgres', { poolSize: 10 });
  try {
    await migrateToLatest(db.knex);
    const defaults = loadConfig({}).events;
    const events: EventSettings = {
      ...defaults,
      mail: { from: defaults.mail.from, directory: path.join(uploads, 'mail') },
      ...eventOptions,
    };
    const logger = createLogger({ level: 'silent' });
    const server = await startServer(
      { db, storage, logger, events },
      { port: 0, keepCatalogueLists, addressLimits },
    );
    let jobs: Awaited<ReturnType<typeof startJobWorker>> | undefined;
    const startWorker = async () => {
      jobs ??= await startJobWorker({ db, storage, logger, settings: events });
    };
    try {
      return await work({ db, storage, server, startWorker });
    } finally {
      await server.close();
      await jobs?.stop({ timeoutMs: 2_000 });
    }
  } finally {
    await db.close();
    await rm(uploads, { recursive: true, force: true });
  }
}

/** Waits until requests a load generator gave up on have finished with the pool. */
export async function settle(db: Database): Promise<void> {
  const pool = db.knex.client.pool as { numUsed(): number; numPendingAcquires(): number };
  while (pool.numUsed() > 0 || pool.numPendingAcquires() > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Runs `work` on `workers` loops at once for `seconds`, and returns how many times per second it ran. */
export async function throughput(workers: number, seconds: number, work: (worker: number) => Promise<void>) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        await work(worker);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}
