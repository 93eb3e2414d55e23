import type { Knex } from 'knex';
import { setTimeout as delay } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { FileStorage } from '../file-storage.ts';
import type { EventSettings } from '../settings.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sqlExecutor } from './sql-executor.ts';

/** The schema pg-boss keeps its queues, jobs and schedules in. */
export const JOB_SCHEMA = 'pgboss';

/** The channel a job's queue name is NOTIFYed on when it is enqueued (see `enqueue_job`). */
export const JOB_CHANNEL = 'rawex_jobs';

/** Where a job goes when its retries are spent: kept for a person to read and retry. */
export const DEAD_LETTERS = 'dead-letters';

/** Jobs due that no worker has taken yet, and those whose retries are spent: what /api/health reports. */
export async function queueFigures(db: Knex): Promise<{ backlog: number; failed: number }> {
  const { rows } = await db.raw<{ rows: { backlog: number; failed: number }[] }>(
    `SELECT count(*) FILTER (WHERE name <> ? AND start_after <= now()) AS backlog,
            count(*) FILTER (WHERE name = ?) AS failed
       FROM ${JOB_SCHEMA}.job
      WHERE state IN ('created', 'retry')`,
    [DEAD_LETTERS, DEAD_LETTERS],
  );
  return { backlog: Number(rows[0]?.backlog ?? 0), failed: Number(rows[0]?.failed ?? 0) };
}

/** What a job's work is done with. */
export interface JobContext {
  db: Knex;
  logger: Logger;
  queue: JobQueue;
  mailer: Mailer;
  storage: FileStorage;
  settings: EventSettings;
}

export interface JobDefinition<Data = never> {
  /** The queue's name: a job is sent to it by name and kept there. */
  name: string;
  /** Attempts after the first, `delaySeconds` apart (doubling each time with `backoff`). */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A cron line (UTC): the job is sent on that schedule, once for all workers. */
  cron?: string;
  /** How many of its jobs one worker runs at the same time. */
  concurrency?: number;
  /** How often an idle worker asks for its jobs; the worker's default when not given. */
  pollingIntervalSeconds?: number;
  /** How long a run may take before the queue counts it failed and retries it: 15 minutes unless told. */
  expireInSeconds?: number;
  /** Must be safe to run twice with the same data: a retry may follow a run that did its work. */
  run(data: Data, context: JobContext): Promise<void>;
}

export const defineJob = <Data = never>(definition: JobDefinition<Data>): JobDefinition<Data> => definition;

// Definitions are stored in lists of every kind of job; the data's type is the job's own business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any>;

export interface SendOptions {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  /**
   * Enqueues a job on `db`: pass the transaction of the write that causes it, so the job commits
   * or rolls back with it.
   */
  send<Data>(db: Knex, job: JobDefinition<Data>, data: Data, options?: SendOptions): Promise<void>;
}

function bossOn(db: Knex, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({ db: sqlExecutor(db), schema: JOB_SCHEMA, migrate: false, ...options });
}

/** Creates or upgrades pg-boss's schema, every job's queue and the schedules: part of migrating. */
export async function installJobQueue(db: Knex, jobs: readonly AnyJobDefinition[]): Promise<void> {
  const boss = bossOn(db, { migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    if (!existing.has(DEAD_LETTERS)) await boss.createQueue(DEAD_LETTERS, { name: DEAD_LETTERS });
    for (const job of jobs) {
      const options: PgBoss.Queue = {
        name: job.name,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        deadLetter: DEAD_LETTERS,
        ...(job.expireInSeconds !== undefined ? { expireInSeconds: job.expireInSeconds } : {}),
      };
      if (existing.has(job.name)) await boss.updateQueue(job.name, options);
      else await boss.createQueue(job.name, options);
      if (job.cron) await boss.schedule(job.name, job.cron);
      else await boss.unschedule(job.name);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** Sends jobs; runs none. Every process that causes work has one (the API does). */
export function createJobQueue(db: Knex): JobQueue {
  const boss = bossOn(db, { supervise: false, schedule: false });
  return {
    async send(on, job, data, options = {}) {
      const id = await boss.send(job.name, data as object, {
        db: sqlExecutor(on),
        ...(options.startAfterSeconds
          ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
          : {}),
      });
      if (id === null) throw new Error(`The job queue "${job.name}" is not installed: run the migrations.`);
      // Delivered to listening workers when `on` commits: they take the job at once.
      await on.raw('SELECT pg_notify(?, ?)', [JOB_CHANNEL, job.name]);
    },
  };
}

/** Jobs one slot takes at each poll and runs one after another. */
const JOBS_PER_FETCH = 10;

export interface Worker {
  /** Takes no more jobs and waits (up to `timeoutMs`) for those running. */
  stop(options?: { timeoutMs?: number; graceful?: boolean }): Promise<void>;
}

export interface WorkerOptions {
  /**
   * How often an idle queue is asked for jobs. A job enqueued wakes its queue at once (see
   * `listen`); the polls find what the wake-ups cannot: jobs whose time has come (retries, delays).
   */
  pollingIntervalSeconds?: number;
  /** Listens on a channel of the database (LISTEN): a job enqueued wakes its queue's workers at once. */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>;
}

/** How long a stopping worker waits for the batches still running after pg-boss stopped waiting. */
const BATCH_WAIT_AFTER_STOP_MS = 20_000;

/**
 * Runs the jobs of `jobs` until stopped: each queue polled, each job run by its definition, a
 * failure retried by the queue's schedule and then kept as a dead letter; the cron schedules sent
 * (by one worker at a time, however many run) and old jobs archived.
 */
export async function startWorker(
  jobs: readonly AnyJobDefinition[],
  context: JobContext,
  { pollingIntervalSeconds = 2, listen }: WorkerOptions = {},
): Promise<Worker> {
  // Maintenance finds the jobs of a worker that died (killed, its machine gone) past their
  // expiry and retries them: every 30 s rather than pg-boss's 120.
  const boss = bossOn(context.db, { supervise: true, schedule: true, maintenanceIntervalSeconds: 30 });
  boss.on('error', (error: unknown) => context.logger.warn({ err: error }, 'The job queue failed'));
  await boss.start();
  /** Each queue's worker slots, to wake when one of its jobs is enqueued. */
  const slots = new Map<string, string[]>();
  /** Batches being run: a stop waits for them, so none records its end on a closed database. */
  const running = new Set<Promise<void>>();
  for (const job of jobs) {
    // pg-boss fails or completes a fetched batch as one; each job here succeeds or fails alone.
    const runBatch = async (batch: PgBoss.Job<unknown>[]) => {
      for (const taken of batch) {
        try {
          await job.run(taken.data as never, context);
        } catch (error) {
          context.logger.warn({ err: error, job: job.name, jobId: taken.id }, `The job ${job.name} failed`);
          // Recorded as failed, or, when the database is gone (a worker stopping), left to expire and
          // be retried: the batch itself never fails, so pg-boss never records it a second time.
          await boss
            .fail(job.name, taken.id, { message: String(error) })
            .catch((failure: unknown) =>
              context.logger.warn(
                { err: failure, job: job.name, jobId: taken.id },
                'Could not record a failed job',
              ),
            );
        }
      }
    };
    const run = (batch: PgBoss.Job<unknown>[]) => {
      const batchRun = runBatch(batch);
      running.add(batchRun);
      void batchRun.finally(() => running.delete(batchRun));
      return batchRun;
    };
    for (let slot = 0; slot < (job.concurrency ?? 1); slot++) {
      const id = await boss.work(
        job.name,
        {
          batchSize: JOBS_PER_FETCH,
          pollingIntervalSeconds: job.pollingIntervalSeconds ?? pollingIntervalSeconds,
        },
        run,
      );
      slots.set(job.name, [...(slots.get(job.name) ?? []), id]);
    }
  }
  const unlisten = await listen?.(JOB_CHANNEL, (queue) => {
    for (const id of slots.get(queue) ?? []) boss.notifyWorker(id);
  });
  return {
    async stop({ timeoutMs = 8_000, graceful = true } = {}) {
      await unlisten?.();
      await boss.stop({ graceful, timeout: timeoutMs, wait: true, close: false });
      // pg-boss stops waiting at the timeout, but a batch still running would then record its end
      // on a database about to close: wait for it (a job's own deadline bounds it), and for that
      // record to be written.
      if (running.size > 0) {
        // Unreferenced: the wait never keeps a process alive that has nothing else to do.
        await Promise.race([
          Promise.allSettled(running),
          delay(BATCH_WAIT_AFTER_STOP_MS, undefined, { ref: false }),
        ]);
        await delay(100);
      }
    },
  };
}
