import type { Knex } from 'knex';

/** What a signed-out visitor's pages are made of: a change to any of these may change them. */
const CATALOGUE_TABLES = ['products', 'categories', 'users', 'vendor_ratings'];

/**
 * A counter of changes to the catalogue, moved once by every statement that writes to it (a
 * sequence: no lock, no row that writers wait on). The server keeps pages rendered for signed-out
 * visitors while it reads the same value (`catalogueVersion`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE catalogue_changes');
  await knex.raw(`
    CREATE FUNCTION rawex_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('catalogue_changes');
      RETURN NULL;
    END $$`);
  for (const table of CATALOGUE_TABLES) {
    await knex.raw(`
      CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION rawex_catalogue_changed()`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of CATALOGUE_TABLES) await knex.raw(`DROP TRIGGER ${table}_catalogue_changed ON ${table}`);
  await knex.raw('DROP FUNCTION rawex_catalogue_changed()');
  await knex.raw('DROP SEQUENCE catalogue_changes');
}
