import type { Database } from './platform/database/database.ts';
import { migrateSchema, rollbackMigrations } from './platform/database/migrate.ts';
import { installJobQueue } from './platform/jobs/job-queue.ts';
import { ROUTINES } from './domains.ts';
import { JOBS } from './jobs.ts';

export { ROUTINES };

/** Brings the database up to date: the migrations, the routines, then the job queues and schedules. */
export async function migrateToLatest(knex: Database['knex']): Promise<string[]> {
  const applied = await migrateSchema(knex, ROUTINES);
  await installJobQueue(knex, JOBS);
  return applied;
}

/** Reverts the last batch of migrations, or every one of them and the routines too. */
export function rollbackSchema(knex: Database['knex'], { all = false } = {}): Promise<string[]> {
  return rollbackMigrations(knex, { all, routines: ROUTINES });
}
