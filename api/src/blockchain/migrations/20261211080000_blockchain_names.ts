import type { Knex } from 'knex';

/**
 * The simulated blockchain's tables, indexes, sequences and constraints are named for it (`blockchain_…`), so
 * that "ledger" names one thing: the double-entry journal of settlement.
 */
const renameAll = (from: string, to: string) => `
  DO $$
  DECLARE
    relation record;
  BEGIN
    FOR relation IN
      SELECT class.relname AS name, class.relkind AS kind FROM pg_class class
      JOIN pg_namespace namespace ON namespace.oid = class.relnamespace
      WHERE namespace.nspname = current_schema() AND class.relname LIKE '${from}\\_%'
        AND class.relkind IN ('r', 'i', 'S')
      -- Tables first: renaming a table leaves its indexes' and sequences' names as they were.
      ORDER BY class.relkind = 'r' DESC
    LOOP
      EXECUTE format(
        'ALTER %s %I RENAME TO %I',
        CASE relation.kind WHEN 'r' THEN 'TABLE' WHEN 'i' THEN 'INDEX' ELSE 'SEQUENCE' END,
        relation.name, '${to}' || substr(relation.name, length('${from}') + 1));
    END LOOP;
    FOR relation IN
      SELECT constraint_.conname AS name, constraint_.conrelid::regclass AS owner FROM pg_constraint constraint_
      WHERE constraint_.conname LIKE '${from}\\_%' AND constraint_.contype IN ('f', 'c')
        AND constraint_.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
    LOOP
      EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', relation.owner, relation.name,
        '${to}' || substr(relation.name, length('${from}') + 1));
    END LOOP;
  END $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(renameAll('ledger', 'blockchain'));
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(renameAll('blockchain', 'ledger'));
}
