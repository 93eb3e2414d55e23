import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from './schema.ts';
import { startTestApi, type TestApi } from './testing/index.ts';

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
});
