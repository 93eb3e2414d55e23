import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Model } from 'objection';
import * as models from './models.ts';
import type { Database } from './platform/database/database.ts';
import { availableDatabaseKinds, createTestDatabase } from './testing/index.ts';

const modelClasses = Object.values(models).filter(
  (candidate): candidate is typeof models.BaseModel => candidate !== models.BaseModel,
);

describe.each(availableDatabaseKinds())('the models on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { migrated: true });
  });
  afterAll(() => db.close());

  it('cover every table, one model each', async () => {
    const tables = (await db
      .knex('information_schema.tables')
      .where({ table_schema: 'public', table_type: 'BASE TABLE' })
      .whereNotIn('table_name', ['knex_migrations', 'knex_migrations_lock'])
      .orderBy('table_name')
      .pluck('table_name')) as string[];
    expect(modelClasses.map((model) => model.tableName).sort()).toEqual(tables);
  });

  it('read each of their columns and follow each of their relations', async () => {
    for (const model of modelClasses) {
      await expect(model.query(db.knex).limit(1), model.name).resolves.toBeDefined();
      const relations = Object.keys(model.getRelations());
      if (relations.length === 0) continue;
      const idType = await db
        .knex('information_schema.columns')
        .where({ table_schema: 'public', table_name: model.tableName, column_name: 'id' })
        .first('data_type');
      const noSuchId = idType?.dataType === 'integer' ? -1 : 'no such id';
      for (const relation of relations) {
        // Runs the relation's join on the real tables: a wrong table or column fails here.
        const related = model.relatedQuery(relation, db.knex).for(noSuchId) as unknown as Promise<Model[]>;
        await expect(related, `${model.name}.${relation}`).resolves.toEqual([]);
      }
    }
  });
});
