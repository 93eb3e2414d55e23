import type { Knex } from 'knex';
import { migrationSource } from './migrations/index.ts';

const config: Knex.MigratorConfig = { migrationSource };

export interface MigrationState {
  applied: string[];
  pending: string[];
}

/** The schema's own migrations (see `migrateToLatest` for the job queues too). */
export async function migrateSchema(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function rollbackMigrations(knex: Knex, { all = false } = {}): Promise<string[]> {
  const [, reverted] = (await knex.migrate.rollback(config, all)) as [number, string[]];
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
