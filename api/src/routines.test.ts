import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { CORE_ROUTINES } from './platform/database/migrations/index.ts';
import { SCHEMA } from './schema.ts';
import { startTestApi, type TestApi } from './testing/index.ts';
import { owners, sourceFiles } from './testing/table-owners.ts';

describe('the database’s functions', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('each have their live body in a routine file beside the domain that owns them', async () => {
    const { rows } = (await api.db.knex.raw(
      `SELECT function.proname AS name FROM pg_proc function
       JOIN pg_namespace namespace ON namespace.oid = function.pronamespace
       WHERE namespace.nspname = 'public'
         AND NOT EXISTS (SELECT FROM pg_depend WHERE objid = function.oid AND deptype = 'e')
       ORDER BY 1`,
    )) as { rows: { name: string }[] };
    const declared = new Set(SCHEMA.routines.map((routine) => routine.name));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.map((row) => row.name).filter((name) => !declared.has(name))).toEqual([]);
  });

  it('are attached as triggers only by the owner of the table, or are the core’s', async () => {
    const { rows } = (await api.db.knex.raw(
      `SELECT relation.relname AS "table", trigger.tgname AS "trigger", function.proname AS "function"
       FROM pg_trigger trigger
       JOIN pg_class relation ON relation.oid = trigger.tgrelid
       JOIN pg_proc function ON function.oid = trigger.tgfoid
       WHERE NOT trigger.tgisinternal
       ORDER BY 1, 2`,
    )) as { rows: { table: string; trigger: string; function: string }[] };
    const tables = owners(await sourceFiles());
    const source = path.dirname(fileURLToPath(import.meta.url));
    const folderOf = new Map(
      SCHEMA.routines.map((routine) => [
        routine.name,
        path.relative(source, fileURLToPath(routine.file)).split(path.sep)[0],
      ]),
    );
    const core = new Set(CORE_ROUTINES.map((routine) => routine.name));
    expect(rows.length).toBeGreaterThan(20);
    const strangers = rows
      .filter(
        (row) => !core.has(row.function) && folderOf.get(row.function) !== tables.get(row.table)?.[0]?.owner,
      )
      .map(
        (row) =>
          `${row.trigger} on ${row.table} (${tables.get(row.table)?.[0]?.owner}'s) runs ${row.function} (${folderOf.get(row.function)}'s)`,
      );
    expect(strangers).toEqual([]);
  });
});
