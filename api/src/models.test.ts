import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Model } from 'objection';
import * as models from './models.ts';
import type { Database } from './platform/database/database.ts';
import { availableDatabaseKinds, createTestDatabase } from './testing/index.ts';
import { declaredModels, type DeclaredColumn, type DeclaredModel } from './testing/model-declarations.ts';
import { sqlName } from './catalogue/product-table.ts';

/** A column as the database has it, in the terms a model declares one. */
async function tableColumns(db: Database, table: string): Promise<DeclaredColumn[]> {
  const columns = (await db
    .knex('information_schema.columns')
    .where({ table_schema: 'public', table_name: table })
    .select('column_name', 'is_nullable')) as { columnName: string; isNullable: 'YES' | 'NO' }[];
  // A check that a column holds one of a list of words: `CHECK ((status = ANY (ARRAY['a'::text, …])))`.
  const { rows: checks } = (await db.knex.raw(
    `SELECT attribute.attname AS column, pg_get_constraintdef(check_constraint.oid) AS definition
     FROM pg_constraint check_constraint
     JOIN pg_attribute attribute ON attribute.attrelid = check_constraint.conrelid
                                AND attribute.attnum = check_constraint.conkey[1]
     WHERE check_constraint.contype = 'c' AND check_constraint.conrelid = ?::regclass
       AND cardinality(check_constraint.conkey) = 1`,
    [table],
  )) as { rows: { column: string; definition: string }[] };
  const words = new Map<string, string[]>();
  for (const { column, definition } of checks) {
    // `CHECK (((outcome IS NULL) OR (outcome = ANY …)))` is a list of words for a column that may be null.
    const list = definition.replace(/\(\w+ IS NULL\) OR /, '');
    if (!/= ANY \(+ARRAY\[/.test(list) || / (AND|OR) /.test(list)) continue;
    words.set(column, [...definition.matchAll(/'([^']*)'::/g)].map((match) => match[1]!).sort());
  }
  return columns.map(({ columnName, isNullable }) => ({
    property: columnName,
    nullable: isNullable === 'YES',
    ...(words.has(columnName) ? { values: words.get(columnName) } : {}),
  }));
}

/** Read from the sources once for the run, whichever databases it checks them against. */
let declared: DeclaredModel[] | undefined;

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

  it('declare their table’s columns as the database has them: nullable where it may be null, and the words a check allows', async () => {
    const drift: string[] = [];
    declared ??= declaredModels();
    for (const model of declared) {
      const actual = new Map(
        (await tableColumns(db, model.tableName)).map((column) => [column.property, column]),
      );
      for (const declared of model.columns) {
        const column = actual.get(sqlName(declared.property));
        const where = `${model.name}.${declared.property}`;
        if (!column) drift.push(`${where}: ${model.tableName} has no column ${sqlName(declared.property)}`);
        else if (column.nullable !== declared.nullable)
          drift.push(
            `${where}: ${column.nullable ? 'may be null in the table' : 'is never null in the table'}`,
          );
        else if (column.values && declared.values && column.values.join() !== declared.values.join())
          drift.push(
            `${where}: the table allows ${column.values.join(', ')}; the model ${declared.values.join(', ')}`,
          );
      }
      const declaredNames = new Set(model.columns.map((column) => sqlName(column.property)));
      for (const name of actual.keys())
        if (!declaredNames.has(name)) drift.push(`${model.name}: ${model.tableName}.${name} is not declared`);
    }
    expect(drift).toEqual([]);
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
