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
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `directory` unset keeps the embedded database in memory. */
  | { kind: 'pglite'; directory?: string };

const INT8_OID = 20;

/**
 * pg answers bigint (count(*), sums of integers) as strings, PGlite as numbers.
 * Both answer as numbers here; none of our bigints comes near 2^53.
 */
const postgresTypes = {
  getTypeParser: (oid: number, format: string) =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text' | 'binary'),
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const instance =
    options.kind === 'postgres'
      ? knex({
          client: 'pg',
          connection: { connectionString: options.url, types: postgresTypes },
          pool: { min: 0, max: options.poolSize ?? 10 },
          ...knexSnakeCaseMappers(),
        })
      : await openPglite(options.directory);
  return {
    kind: options.kind,
    knex: instance,
    close: () => instance.destroy(),
  };
}

async function openPglite(directory: string | undefined): Promise<Knex> {
  if (directory) await mkdir(directory, { recursive: true });
  const pglite = new PGlite({ dataDir: directory, extensions: { pg_trgm } });
  // The first open of a new data directory takes seconds; the pool must not time out on it.
  await pglite.waitReady;
  return knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as unknown as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
}
