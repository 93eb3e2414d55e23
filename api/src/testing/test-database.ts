import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { openDatabase, type Database, type DatabaseKind } from '../platform/database/database.ts';

/**
 * The databases a test can run against here: embedded PGlite always, and the real
 * PostgreSQL server when DATABASE_URL names one (as it does in CI).
 */
export function availableDatabaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The database the app is configured for: real PostgreSQL when DATABASE_URL is set. */
export function configuredDatabaseKind(): DatabaseKind {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** An empty database on the DATABASE_URL server, for a test or a `rawex` process it starts. */
export interface ServerDatabase {
  url: string;
  /** The same database on the suite's streaming replica (RAWEX_TEST_REPLICA_URL). */
  replicaUrl(): string;
  drop(): Promise<void>;
}

/** One statement on the DATABASE_URL server itself, on a connection of its own. */
async function onServer(serverUrl: string, sql: string, name: string): Promise<void> {
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(sql, [name]);
  } finally {
    await admin.destroy();
  }
}

/**
 * A new, empty database on the DATABASE_URL server (CI's, or the suite's own), named after
 * `prefix` and this process: never a reused, dirty one. `drop()` removes it, connections and all.
 */
export async function createServerDatabase(prefix = 'rawex_test'): Promise<ServerDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A database on a PostgreSQL server needs DATABASE_URL.');
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, 'CREATE DATABASE ??', name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    replicaUrl() {
      const replica = process.env.RAWEX_TEST_REPLICA_URL;
      if (!replica) {
        throw new Error(
          'The read-replica tests need a streaming replica of the DATABASE_URL server: RAWEX_TEST_REPLICA_URL names it (bash .ci/run makes one; npm test without DATABASE_URL makes its own).',
        );
      }
      const onReplica = new URL(replica);
      onReplica.pathname = `/${name}`;
      return onReplica.toString();
    },
    drop: () => onServer(serverUrl, 'DROP DATABASE IF EXISTS ?? WITH (FORCE)', name),
  };
}

/**
 * A new, empty database of the given kind, gone after `close()`: PGlite in memory, or a
 * database created for this test on the DATABASE_URL server.
 */
export async function createTestDatabase(
  kind: DatabaseKind = configuredDatabaseKind(),
  { poolSize = 5 } = {},
): Promise<Database & { server?: ServerDatabase }> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const created = await createServerDatabase();
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize });
  return {
    ...database,
    server: created,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
