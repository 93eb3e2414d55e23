import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import pg from 'pg';
import { lockUntilCommit } from './advisory-lock.ts';

/** One change of the tables, never edited once it has landed: its name orders it among all. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * A database function whose live body sits in a `.sql` file beside the domain that owns it (one
 * `CREATE OR REPLACE FUNCTION` statement). Migrations change tables; a routine is applied anew
 * after them every time the schema is brought up to date, so its file is the one place to read
 * and to change it.
 */
export interface Routine {
  name: string;
  file: URL;
}

/** Routines whose live bodies are `sql/<name>.sql` beside the module at `moduleUrl` (its import.meta.url). */
export const routinesBeside = (moduleUrl: string, names: readonly string[]): Routine[] =>
  names.map((name) => ({ name, file: new URL(`./sql/${name}.sql`, moduleUrl) }));

/**
 * Applies, inside a migration, routines of the migration's own domain (`sql/<name>.sql` beside
 * its `migrations/` folder) that it needs live at once: a trigger can only be attached to a
 * function that exists. Routines are applied anew after every migration run as well.
 */
export async function applyDomainRoutines(knex: Knex, migrationUrl: string, names: readonly string[]) {
  for (const routine of routinesBeside(new URL('../', migrationUrl).href, names)) {
    await knex.raw(await readFile(routine.file, 'utf8'));
  }
}

/** The whole schema: every migration (the core's and the domains', by name) and every routine. */
export interface Schema {
  migrations: readonly Migration[];
  routines: readonly Routine[];
}

export interface MigrationState {
  applied: string[];
  pending: string[];
}

/** Listed statically: directory-based loading cannot import `.ts` files under every runner. */
const configOf = ({ migrations }: Schema): Knex.MigratorConfig => ({
  migrationSource: {
    getMigrations: async () => [...migrations],
    getMigrationName: (migration: Migration) => migration.name,
    getMigration: async (migration: Migration) => migration,
  },
});

async function applyRoutines(knex: Knex, routines: readonly Routine[]): Promise<void> {
  const bodies = await Promise.all(routines.map((routine) => readFile(routine.file, 'utf8')));
  await knex.transaction(async (trx) => {
    // Two processes replacing the same function at once would fail with "tuple concurrently updated".
    await lockUntilCommit(trx, 'rawex routines');
    // Each domain's routines may call another's, applied later in the same transaction.
    await trx.raw('SET LOCAL check_function_bodies = off');
    for (const body of bodies) await trx.raw(body);
  });
}

/** Runs the migrations not yet applied, then the routines (see `migrateToLatest` for the job queues too). */
export async function migrateSchema(knex: Knex, schema: Schema): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(configOf(schema))) as [number, string[]];
  await applyRoutines(knex, schema.routines);
  return applied;
}

/** Reverts the last batch of migrations, or all of them and the routines with them. */
export async function rollbackMigrations(
  knex: Knex,
  schema: Schema,
  { all = false } = {},
): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(configOf(schema), all)) as [number, string[]];
  if (all) {
    for (const routine of schema.routines) await knex.raw('DROP FUNCTION IF EXISTS ??', [routine.name]);
  }
  return reverted;
}

export async function migrationState(knex: Knex, schema: Schema): Promise<MigrationState> {
  const [completed, pending] = (await knex.migrate.list(configOf(schema))) as [
    { name: string }[],
    Migration[],
  ];
  return {
    applied: completed.map((migration) => migration.name),
    pending: pending.map((migration) => migration.name),
  };
}

/**
 * Runs `work` while holding PostgreSQL's advisory lock on `name`, on a connection of its own (not
 * one of the pool's, which `work` may need every one of): another process asking for the same lock
 * waits until this one is done. On the embedded database, which one process alone opens, `work`
 * simply runs.
 */
export async function oneProcessAtATime<T>(knex: Knex, name: string, work: () => Promise<T>): Promise<T> {
  const { client, connection } = knex.client.config as Knex.Config;
  if (client !== 'pg') return work();
  const holder = new pg.Client(connection as pg.ClientConfig);
  // A connection lost while waiting or working ends the lock with it; the failure shows in `work`.
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    return await work();
  } finally {
    await holder.end();
  }
}
