import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  kind: DatabaseKind;
  knex: Knex;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel` (delivered when the notifying
   * transaction commits), on a connection of its own; returns how to stop listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database's files as one archive, to start another from (PGlite only). */
  dumpDataDirectory?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
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
    connection: { connectionString: options.url, types: postgresTypes },
    pool: { min: 0, max: options.poolSize ?? 10 },
    ...knexSnakeCaseMappers(),
  });
  return {
    kind: 'postgres',
    knex: instance,
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      client.on('notification', (message) => onMessage(message.payload ?? ''));
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => client.end();
    },
    close: () => instance.destroy(),
  };
}

async function openPglite(directory: string | undefined, load: Blob | undefined): Promise<Database> {
  if (directory) await mkdir(directory, { recursive: true });
  const pglite = new PGlite({ dataDir: directory, loadDataDir: load, extensions: { pg_trgm } });
  // The first open of a new data directory takes seconds; the pool must not time out on it.
  await pglite.waitReady;
  const instance = knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
  return {
    kind: 'pglite',
    knex: instance,
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    dumpDataDirectory: () => pglite.dumpDataDir('none'),
    async close() {
      await instance.destroy();
      // knex closes PGlite only if it ever connected; an open PGlite keeps the process alive.
      if (!pglite.closed) await pglite.close();
    },
  };
}
