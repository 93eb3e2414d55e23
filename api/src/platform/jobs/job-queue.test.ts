import { afterEach, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from '../database/database.ts';
import { createLogger } from '../logger.ts';
import {
  createJobQueue,
  defineJob,
  installJobQueue,
  startWorker,
  type JobContext,
  type Worker,
} from './job-queue.ts';

const logger = createLogger({ level: 'silent' });

describe.each(availableDatabaseKinds())('the job queue on %s', (kind) => {
  let db: Database;
  const workers: Worker[] = [];
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop({ timeoutMs: 1_000 });
    await db?.close();
  });

  const runs: number[] = [];
  const countedJob = defineJob<{ n: number }>({
    name: 'test.counted',
    retry: { limit: 0, delaySeconds: 0, backoff: false },
    concurrency: 4,
    async run({ n }) {
      runs.push(n);
    },
  });
  let failures = 0;
  const failingJob = defineJob<{ n: number }>({
    name: 'test.failing',
    retry: { limit: 2, delaySeconds: 0, backoff: false },
    async run() {
      failures += 1;
      throw new Error('the receiving end is down');
    },
  });

  const start = async (...jobs: Parameters<typeof installJobQueue>[1]) => {
    const context = { db: db.knex, logger, queue: createJobQueue(db.knex) } as unknown as JobContext;
    const worker = await startWorker(jobs, context, { pollingIntervalSeconds: 0.5 });
    workers.push(worker);
    return worker;
  };
  const until = async (done: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('not done in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('runs each of 200 jobs once with two workers on one database, and none from a rolled-back transaction', async () => {
    db = await createTestDatabase(kind, { migrated: true });
    await installJobQueue(db.knex, [countedJob]);
    runs.length = 0;
    const queue = createJobQueue(db.knex);
    await db.knex.transaction(async (trx) => {
      for (let n = 0; n < 200; n++) await queue.send(trx, countedJob, { n });
    });
    await db.knex
      .transaction(async (trx) => {
        await queue.send(trx, countedJob, { n: -1 });
        throw new Error('the write that caused it failed');
      })
      .catch(() => undefined);

    await Promise.all([start(countedJob), start(countedJob)]);
    await until(() => runs.length >= 200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(runs).toHaveLength(200);
    expect(new Set(runs).size).toBe(200);
    expect(runs).not.toContain(-1);
  });

  it('runs every job’s work once when a worker is killed mid-batch and another takes over', async () => {
    db = await createTestDatabase(kind, { migrated: true });
    await db.knex.raw('CREATE TABLE test_effects (key integer PRIMARY KEY, runs integer NOT NULL DEFAULT 1)');
    let started = 0;
    // Like every handler: its effect is keyed, so a second run of the same job changes nothing.
    const slowJob = defineJob<{ n: number }>({
      name: 'test.slow',
      retry: { limit: 3, delaySeconds: 0, backoff: false },
      concurrency: 2,
      async run({ n }, { db: knex }) {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 40));
        await knex.raw(
          'INSERT INTO test_effects (key) VALUES (?) ON CONFLICT (key) DO UPDATE SET runs = test_effects.runs + 1',
          [n],
        );
      },
    });
    await installJobQueue(db.knex, [slowJob]);
    const queue = createJobQueue(db.knex);
    await db.knex.transaction(async (trx) => {
      for (let n = 0; n < 60; n++) await queue.send(trx, slowJob, { n });
    });
    const first = await start(slowJob);
    await until(() => started >= 10);
    // Killed: the jobs it holds are failed back to the queue at once, their work perhaps half done.
    await first.stop({ graceful: false, timeoutMs: 1_000 });
    await start(slowJob);
    await until(async () => Number((await db.knex('test_effects').count({ n: '*' }).first())?.n) === 60);
    await until(
      async () =>
        Number(
          (
            await db.knex.raw(
              `SELECT count(*) AS n FROM pgboss.job WHERE name = 'test.slow' AND state < 'completed'`,
            )
          ).rows[0].n,
        ) === 0,
    );
    const effects = await db.knex('test_effects').orderBy('key').pluck('key');
    expect(effects).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('retries a failing job on its schedule, then keeps it as a dead letter', async () => {
    db = await createTestDatabase(kind, { migrated: true });
    await installJobQueue(db.knex, [failingJob]);
    failures = 0;
    await createJobQueue(db.knex).send(db.knex, failingJob, { n: 1 });
    await start(failingJob);
    const deadLetters = () => db.knex.raw(`SELECT data FROM pgboss.job WHERE name = 'dead-letters'`);
    await until(async () => (await deadLetters()).rows.length === 1);
    expect(failures).toBe(3);
    const [failed] = (
      await db.knex.raw(`SELECT state, retry_count FROM pgboss.job WHERE name = 'test.failing'`)
    ).rows;
    expect(failed).toEqual({ state: 'failed', retry_count: 2 });
    expect((await deadLetters()).rows[0].data).toEqual({ n: 1 });
  });
});
