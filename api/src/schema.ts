import { DOMAIN_MIGRATIONS, DOMAIN_ROUTINES } from './domains.ts';
import { JOBS } from './jobs.ts';
import type { Database } from './platform/database/database.ts';
import {
  migrateSchema,
  oneProcessAtATime,
  migrationState,
  rollbackMigrations,
  type MigrationState,
  type Schema,
} from './platform/database/migrate.ts';
import { CORE_MIGRATIONS, CORE_ROUTINES } from './platform/database/migrations/index.ts';
import { installJobQueue } from './platform/jobs/job-queue.ts';

/** The core's migrations and every domain's, in the order of their names; then every routine. */
export const SCHEMA: Schema = {
  migrations: [...CORE_MIGRATIONS, ...DOMAIN_MIGRATIONS].sort((a, b) => a.name.localeCompare(b.name)),
  routines: [...CORE_ROUTINES, ...DOMAIN_ROUTINES],
};

/** Brings the database up to date: the migrations, the routines, then the job queues and schedules. */
export function migrateToLatest(knex: Database['knex']): Promise<string[]> {
  // Processes started together on a new database (rawex start and rawex worker under one process
  // manager) would otherwise create the same tables at once: the second finds nothing left to do.
  return oneProcessAtATime(knex, 'rawex migrations', async () => {
    const applied = await migrateSchema(knex, SCHEMA);
    await installJobQueue(knex, JOBS);
    return applied;
  });
}

/**
 * Runs only the migrations named before `name`, and no routine: the database as it was before
 * that change, for a test of the change on data made before it.
 */
export function migrateBefore(knex: Database['knex'], name: string): Promise<string[]> {
  return migrateSchema(knex, {
    migrations: SCHEMA.migrations.filter((migration) => migration.name < name),
    routines: [],
  });
}

/** Reverts the last batch of migrations, or every one of them and the routines too. */
export function rollbackSchema(knex: Database['knex'], { all = false } = {}): Promise<string[]> {
  return rollbackMigrations(knex, SCHEMA, { all });
}

/** Which migrations the database has, and which it lacks. */
export function schemaState(knex: Database['knex']): Promise<MigrationState> {
  return migrationState(knex, SCHEMA);
}
