import { readFile } from 'node:fs/promises';
import type { Knex } from 'knex';
import { lockUntilCommit } from './advisory-lock.ts';
import { migrationSource } from './migrations/index.ts';

const config: Knex.MigratorConfig = { migrationSource };

export interface MigrationState {
  applied: string[];
  pending: string[];
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

async function applyRoutines(knex: Knex, routines: readonly Routine[]): Promise<void> {
  const bodies = await Promise.all(routines.map((routine) => readFile(routine.file, 'utf8')));
  await knex.transaction(async (trx) => {
    // Two processes replacing the same function at once would fail with "tuple concurrently updated".
    await lockUntilCommit(trx, 'rawex routines');
    for (const body of bodies) await trx.raw(body);
  });
}

/** The schema's own migrations, then its routines (see `migrateToLatest` for the job queues too). */
export async function migrateSchema(knex: Knex, routines: readonly Routine[] = []): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  await applyRoutines(knex, routines);
  return applied;
}

/** Reverts the last batch of migrations, or all of them and the routines with them. */
export async function rollbackMigrations(
  knex: Knex,
  { all = false, routines = [] }: { all?: boolean; routines?: readonly Routine[] } = {},
): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(config, all)) as [number, string[]];
  if (all) {
    for (const routine of routines) await knex.raw('DROP FUNCTION IF EXISTS ??', [routine.name]);
  }
  return reverted;
}

export async function migrationState(knex: Knex): Promise<MigrationState> {
  const [completed, pending] = (await knex.migrate.list(config)) as [
    { name: string }[],
    Parameters<typeof migrationSource.getMigrationName>[0][],
  ];
  return {
    applied: completed.map((migration) => migration.name),
    pending: pending.map((migration) => migrationSource.getMigrationName(migration)),
  };
}
