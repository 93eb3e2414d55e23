import { randomBytes } from 'node:crypto';
import knex from 'knex';
import { openDatabase, type Database, type DatabaseKind } from '../db/database.ts';

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

/**
 * A new, empty database of the given kind, gone after `close()`: PGlite in memory, or a
 * database created for this test on the DATABASE_URL server (never a reused, dirty one).
 */
export async function createTestDatabase(
  kind: DatabaseKind = configuredDatabaseKind(),
  { poolSize = 5 } = {},
): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A postgres test database needs DATABASE_URL.');
  const name = `rawex_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('CREATE DATABASE ??', [name]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
      try {
        await dropper.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      } finally {
        await dropper.destroy();
      }
    },
  };
}
