import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import knex from 'knex';
import pg from 'pg';
import { migrateToLatest } from '../schema.ts';
import { openDatabase, type Database, type DatabaseKind } from '../platform/database/database.ts';

/**
 * The suite's migrated database on the DATABASE_URL server (made once per run by
 * scripts/test-template-database.ts): a test's migrated database is a copy of it, made in a
 * moment, instead of running every migration again.
 */
export const TEMPLATE_DATABASE_VARIABLE = 'RAWEX_TEST_TEMPLATE_DATABASE';

/**
 * The file of a migrated PGlite's data folder, made once per run by the same script: each test's
 * migrated PGlite loads it, instead of every test process initialising and migrating its own.
 */
export const PGLITE_TEMPLATE_VARIABLE = 'RAWEX_TEST_PGLITE_TEMPLATE';

/** A migrated PGlite's data folder, as `dumpDataDirectory` gives it and PGlite loads it. */
export async function migratedPgliteFiles(): Promise<Blob> {
  const first = await openDatabase({ kind: 'pglite' });
  try {
    await migrateToLatest(first.knex);
    if (!first.dumpDataDirectory) throw new Error('PGlite dumps its files; this database does not.');
    return await first.dumpDataDirectory();
  } finally {
    await first.close();
  }
}

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
  drop(): Promise<void>;
}

/** A database on the server the suite's streaming replica replays, and its URL on the replica. */
export interface ReplicatedDatabase extends ServerDatabase {
  replicaUrl: string;
}

/** One statement on the DATABASE_URL server itself, on a connection of its own. */
async function onServer<Row>(serverUrl: string, sql: string, name?: string): Promise<Row[]> {
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    return ((await admin.raw(sql, name === undefined ? [] : [name])) as { rows: Row[] }).rows;
  } finally {
    await admin.destroy();
  }
}

/**
 * How a database is copied from its template. PostgreSQL 15 and later copy it through the
 * write-ahead log by default, which the replica then replays page by page: copying the files is
 * cheaper for the suite's many small databases.
 */
let copyStrategy: Promise<string> | undefined;
const strategyOn = (serverUrl: string) =>
  (copyStrategy ??= onServer<{ version: string }>(
    serverUrl,
    "SELECT current_setting('server_version_num') AS version",
  ).then(([row]) => (Number(row?.version) >= 150_000 ? ' STRATEGY FILE_COPY' : '')));

/** A new database named after `prefix` and this process on `serverUrl`: never a reused, dirty one. */
async function createDatabaseOn(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const strategy = await strategyOn(serverUrl);
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ?? TEMPLATE ${template}${strategy}` : `CREATE DATABASE ??${strategy}`,
    name,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, 'DROP DATABASE IF EXISTS ?? WITH (FORCE)', name).then(() => {}),
  };
}

/**
 * A new database on the DATABASE_URL server (CI's, or the suite's own), named after `prefix` and
 * this process. Empty, or `migrated` (a copy of the suite's migrated template where the run made
 * one). `drop()` removes it, connections and all.
 */
export async function createServerDatabase(
  prefix = 'rawex_test',
  { migrated = false }: { migrated?: boolean } = {},
): Promise<ServerDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('A database on a PostgreSQL server needs DATABASE_URL.');
  const template = migrated ? process.env[TEMPLATE_DATABASE_VARIABLE] : undefined;
  const { url, drop } = await createDatabaseOn(serverUrl, prefix, template);
  return { url, drop };
}

/**
 * A new, empty database on the server the suite's streaming replica replays: its own server
 * (RAWEX_TEST_REPLICA_PRIMARY_URL), so that the replica replays only the read-replica tests'
 * writes, or the DATABASE_URL server where the replica is one of that. Answers once the replica
 * has it too.
 */
export async function createReplicatedDatabase(prefix = 'rawex_replicated'): Promise<ReplicatedDatabase> {
  const replica = process.env.RAWEX_TEST_REPLICA_URL;
  const serverUrl = process.env.RAWEX_TEST_REPLICA_PRIMARY_URL ?? process.env.DATABASE_URL;
  if (!replica || !serverUrl) {
    throw new Error(
      'The read-replica tests need a streaming replica: RAWEX_TEST_REPLICA_URL names it, and RAWEX_TEST_REPLICA_PRIMARY_URL the server it replays when that is not DATABASE_URL (bash .ci/run makes both; npm test without DATABASE_URL makes its own).',
    );
  }
  const { name, url, drop } = await createDatabaseOn(serverUrl, prefix);
  const onReplica = new URL(replica);
  onReplica.pathname = `/${name}`;
  return { url, replicaUrl: await replayed(onReplica.toString()), drop };
}

/** The database at `url` on the replica, once the replica has replayed its creation. */
async function replayed(url: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return url;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** A migrated PGlite's files, the run's (or made once per test process), loaded into each new one. */
let migratedPglite: Promise<Blob> | undefined;

/**
 * A migrated PGlite, in memory or in `directory` (a new folder): copied from the run's files, not
 * made by its own initdb and migrations.
 */
async function openMigratedPglite(directory?: string): Promise<Database> {
  const template = process.env[PGLITE_TEMPLATE_VARIABLE];
  migratedPglite ??= template ? readFile(template).then((files) => new Blob([files])) : migratedPgliteFiles();
  return openDatabase({ kind: 'pglite', directory, load: await migratedPglite });
}

/**
 * A `rawex` data folder whose embedded database is migrated and empty, as a first `rawex start`
 * leaves it before it seeds: for tests of a server, not of its first start.
 */
export async function makeMigratedDataFolder(dataDirectory: string): Promise<void> {
  await mkdir(dataDirectory, { recursive: true, mode: 0o700 });
  const database = await openMigratedPglite(path.join(dataDirectory, 'pglite'));
  await database.close();
}

/**
 * A new database of the given kind, gone after `close()`: PGlite in memory, or a database created
 * for this test on the DATABASE_URL server. Empty, or with every migration applied (`migrated`).
 * A `replicated` one is on the server the suite's streaming replica replays, and names its URL there.
 */
export async function createTestDatabase(
  kind: DatabaseKind = configuredDatabaseKind(),
  {
    poolSize = 5,
    migrated = false,
    replicated = false,
  }: { poolSize?: number; migrated?: boolean; replicated?: boolean } = {},
): Promise<Database & { url?: string; replicaUrl?: string }> {
  if (kind === 'pglite') {
    if (replicated)
      throw new Error('PGlite has no streaming replica: a replicated database is on PostgreSQL.');
    return migrated ? openMigratedPglite() : openDatabase({ kind: 'pglite' });
  }
  const created: ServerDatabase & { replicaUrl?: string } = replicated
    ? await createReplicatedDatabase()
    : await createServerDatabase('rawex_test', { migrated });
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize });
  // The replicated server has no migrated template to copy.
  if (replicated && migrated) await migrateToLatest(database.knex);
  return {
    ...database,
    url: created.url,
    replicaUrl: created.replicaUrl,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
