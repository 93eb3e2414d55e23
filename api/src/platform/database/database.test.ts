import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDatabaseKinds, createTestDatabase } from '../../testing/index.ts';
import type { Database } from './database.ts';

describe.each(availableDatabaseKinds())('the database on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { migrated: true });
  });
  afterAll(() => db.close());

  it('answers how many rows an update and a delete changed', async () => {
    await db.knex.raw('CREATE TEMPORARY TABLE counted (id integer)');
    await db.knex('counted').insert([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await db.knex('counted').where('id', '>', 1).update({ id: 4 })).toBe(2);
    expect(await db.knex('counted').where({ id: 4 }).delete()).toBe(2);
    expect(await db.knex('counted').where({ id: 9 }).delete()).toBe(0);
  });
});
