import { mkdir } from 'node:fs/promises';
import knex, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import { setTimeout as delay } from 'node:timers/promises';
import { isDatabaseUnreachable } from '../errors/index.ts';
import type { Logger } from '../logger.ts';
import { transactionsInTrips, type TransactionInTrips } from './transaction-in-trips.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  kind: DatabaseKind;
  knex: Knex;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel` (delivered when the notifying
   * transaction commits), on a connection of its own; returns how to stop listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** A transaction whose statements are sent in as few round trips as its work allows (a busy write path's). */
  transactionInTrips: TransactionInTrips;
  close(): Promise<void>;
  /** The embedded database's files as one archive, to start another from (PGlite only). */
  dumpDataDirectory?(): Promise<Blob>;
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Where the pool's warnings (a connection lost, say) and the listener's comings and goings go. */
      logger?: Logger;
    }
  /** `directory` unset keeps the embedded database in memory; `load` starts it from a dump's files. */
  | { kind: 'pglite'; directory?: string; load?: Blob };

const INT8_OID = 20;

/**
 * pg returns bigint (count(*), sums of integers) as strings, PGlite as numbers.
 * Both return numbers here; none of our bigints comes near 2^53.
 */
const postgresTypes = {
  getTypeParser: (oid: number, format: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text' | 'binary'),
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options.directory, options.load);
  const instance = knex({
    client: 'pg',
    // A server that takes a connection and never answers (a host gone, a network cut) is given up
    // on, so a request answers 503 instead of waiting on it.
    connection: { connectionString: options.url, types: postgresTypes, connectionTimeoutMillis: 10_000 },
    pool: { min: 0, max: options.poolSize ?? 10 },
    ...(options.logger ? { log: knexLog(options.logger) } : {}),
    ...knexSnakeCaseMappers(),
  });
  return {
    kind: 'postgres',
    knex: instance,
    listen: (channel, onMessage) => listenForGood(options.url, channel, onMessage, options.logger),
    transactionInTrips: transactionsInTrips(instance, 'postgres'),
    close: () => instance.destroy(),
  };
}

async function openPglite(directory: string | undefined, load: Blob | undefined): Promise<Database> {
  if (directory) await mkdir(directory, { recursive: true });
  // Loaded only here: a server on PostgreSQL never needs the embedded database's megabyte.
  const [{ PGlite }, { pg_trgm }, { default: ClientPgLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('knex-pglite'),
  ]);
  const pglite = new PGlite({ dataDir: directory, loadDataDir: load, extensions: { pg_trgm } });
  // The first open of a new data directory takes seconds; the pool must not time out on it.
  await pglite.waitReady;
  // knex-pglite names a delete's result by knex's method, `del`, where knex's PostgreSQL client
  // answers the rows removed only for a `DELETE`: without this, `.delete()` answered PGlite's
  // raw result, and every "was anything removed?" read as no (a session ended answered 404).
  const KnexPgliteClient = ClientPgLite as unknown as new (config: Knex.Config) => Knex.Client & {
    processResponse(obj: { method?: string }, runner: unknown): unknown;
  };
  class PgliteClient extends KnexPgliteClient {
    override processResponse(obj: { method?: string }, runner: unknown): unknown {
      return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
    }
  }
  const instance = knex({
    client: PgliteClient as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
  return {
    kind: 'pglite',
    knex: instance,
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    transactionInTrips: transactionsInTrips(instance, 'pglite'),
    dumpDataDirectory: () => pglite.dumpDataDir('none'),
    async close() {
      await instance.destroy();
      // knex closes PGlite only if it ever connected; an open PGlite keeps the process alive.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Pauses between attempts to reach a database that does not answer: 250 ms, doubling, at most 5 s. */
function* reconnectPauses(): Generator<number, never> {
  for (let pauseMs = 250; ; pauseMs = Math.min(pauseMs * 2, 5_000)) yield pauseMs;
}

/**
 * Returns once the database answers. A server not up yet (started at the same time as this process
 * by a process manager, say) is asked again, with a growing pause, and what is awaited is logged
 * once; anything else (a wrong password, a database that does not exist) is thrown at once.
 */
export async function waitForDatabase(db: Database, logger: Logger, description: string): Promise<void> {
  let waiting = false;
  for (const pauseMs of reconnectPauses()) {
    try {
      await db.knex.raw('SELECT 1');
      if (waiting) logger.warn(`${description} answers: going on.`);
      return;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      if (!waiting) {
        logger.warn(
          `Waiting for ${description}, which does not answer yet (${(error as Error).message}): asking again every few seconds.`,
        );
        waiting = true;
      }
      await delay(pauseMs);
    }
  }
}

/**
 * LISTEN on a connection of its own that comes back with the database (a restart, a failover): a
 * lost connection is replaced, with a growing pause between attempts, until stopped. The first
 * attempt fails as any query would. What was notified while it was away is not delivered again:
 * the job queue's polls find those jobs.
 */
async function listenForGood(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  logger: Logger | undefined,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<pg.Client> => {
    const candidate = new pg.Client({ connectionString: url });
    candidate.on('notification', (message) => onMessage(message.payload ?? ''));
    // The connection's end says it was lost; without a listener, its 'error' would end the process.
    candidate.on('error', () => {});
    candidate.on('end', () => {
      if (stopped || client !== candidate) return;
      client = undefined;
      logger?.warn(
        { channel },
        'Lost the connection listening on %s: listening again once the database answers',
        channel,
      );
      void listenAgain();
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return candidate;
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
  };
  const listenAgain = async () => {
    for (const pauseMs of reconnectPauses()) {
      // Unreferenced: a process with nothing else to do is not kept alive by the wait.
      await delay(pauseMs, undefined, { ref: false });
      if (stopped) return;
      const connected = await connect().catch(() => undefined);
      if (!connected) continue;
      if (stopped) {
        await connected.end();
        return;
      }
      client = connected;
      logger?.warn({ channel }, 'Listening on %s again', channel);
      return;
    }
  };
  client = await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** knex's own messages (a pooled connection lost, a deprecation) in the process's log, not on stdout. */
const knexLog = (logger: Logger) => ({
  warn: (message: string) => logger.warn(message),
  error: (message: string) => logger.error(message),
  deprecate: (method: string, alternative: string) =>
    logger.warn(`knex: ${method} is deprecated; use ${alternative}`),
  debug: (message: string) => logger.debug(message),
});
