import { migrateToLatest, openDatabase } from '@rawex/api';
import { createServerDatabase, TEMPLATE_DATABASE_VARIABLE } from '@rawex/api/testing';

/**
 * One migrated database on the suite's PostgreSQL server, made before the tests: each test's
 * migrated database is then a copy of it (CREATE DATABASE … TEMPLATE), made in a moment, instead
 * of applying every migration again in every file. Dropped after the run.
 */
export default async function makeTemplateDatabase(): Promise<() => Promise<void>> {
  const template = await createServerDatabase('rawex_template');
  const db = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await migrateToLatest(db.knex);
  } finally {
    // A template is copied only while nobody is connected to it.
    await db.close();
  }
  process.env[TEMPLATE_DATABASE_VARIABLE] = new URL(template.url).pathname.slice(1);
  return () => template.drop();
}
