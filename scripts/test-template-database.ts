import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDatabase } from '@rawex/api';
import {
  createServerDatabase,
  migratedPgliteFiles,
  PGLITE_TEMPLATE_VARIABLE,
  TEMPLATE_DATABASE_VARIABLE,
} from '@rawex/api/testing';

/**
 * One migrated database on the suite's PostgreSQL server, made before the tests: each test's
 * migrated database is then a copy of it (CREATE DATABASE … TEMPLATE), made in a moment, instead
 * of applying every migration again in every file. Dropped after the run.
 */
async function makeServerTemplate(): Promise<() => Promise<void>> {
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

/**
 * A migrated PGlite's data folder, written once to a file each test process loads its migrated
 * PGlites from: a process made its own before, 7 s of its first such test on two cores.
 */
async function makePgliteTemplate(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'rawex-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, new Uint8Array(await (await migratedPgliteFiles()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  return () => rm(folder, { recursive: true, force: true });
}

/** Both migrated templates, made side by side; removed after the run. */
export default async function makeTemplateDatabases(): Promise<() => Promise<void>> {
  const made = await Promise.allSettled([makeServerTemplate(), makePgliteTemplate()]);
  const undo = async () => {
    for (const outcome of made) if (outcome.status === 'fulfilled') await outcome.value();
  };
  const failed = made.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await undo();
    throw failed.reason;
  }
  return undo;
}
