import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * The catalogue's version is moved by `note_catalogue_change`, which the owners of what its pages
 * show (accounts, orders' ratings) call from triggers of their own; and the products' triggers
 * that tell saved searches of new and cheaper products are the catalogue's, calling personal's
 * function, in place of personal's trigger function on the catalogue's table.
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, [
    'note_catalogue_change',
    'rawex_catalogue_changed',
    'products_changed_for_saved_searches',
  ]);
  await knex.raw('DROP TRIGGER products_listed_for_saved_searches ON products');
  await knex.raw('DROP TRIGGER products_cheaper_for_saved_searches ON products');
  await knex.raw(
    `CREATE TRIGGER products_listed_for_saved_searches AFTER INSERT ON products
       REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION products_changed_for_saved_searches()`,
  );
  await knex.raw(
    `CREATE TRIGGER products_cheaper_for_saved_searches AFTER UPDATE ON products
       REFERENCING NEW TABLE AS added OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION products_changed_for_saved_searches()`,
  );
  await knex.raw('DROP FUNCTION note_saved_search_candidates()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE FUNCTION note_saved_search_candidates() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NOT EXISTS (SELECT 1 FROM saved_searches WHERE paused_at IS NULL) THEN RETURN NULL; END IF;
       IF TG_OP = 'INSERT' THEN
         INSERT INTO saved_search_candidates (product_id, reason)
         SELECT id, 'listed' FROM added WHERE is_active;
       ELSE
         INSERT INTO saved_search_candidates (product_id, reason)
         SELECT added.id, CASE WHEN removed.is_active THEN 'price_drop' ELSE 'listed' END
           FROM added JOIN removed ON removed.id = added.id
          WHERE added.is_active AND (NOT removed.is_active OR added.price < removed.price);
       END IF;
       IF FOUND THEN PERFORM enqueue_job('saved-searches.match', '{}'::jsonb); END IF;
       RETURN NULL;
     END $$`,
  );
  await knex.raw('DROP TRIGGER products_listed_for_saved_searches ON products');
  await knex.raw('DROP TRIGGER products_cheaper_for_saved_searches ON products');
  await knex.raw(
    `CREATE TRIGGER products_listed_for_saved_searches AFTER INSERT ON products
       REFERENCING NEW TABLE AS added
       FOR EACH STATEMENT EXECUTE FUNCTION note_saved_search_candidates()`,
  );
  await knex.raw(
    `CREATE TRIGGER products_cheaper_for_saved_searches AFTER UPDATE ON products
       REFERENCING NEW TABLE AS added OLD TABLE AS removed
       FOR EACH STATEMENT EXECUTE FUNCTION note_saved_search_candidates()`,
  );
  await knex.raw('DROP FUNCTION products_changed_for_saved_searches()');
  await knex.raw(
    `CREATE OR REPLACE FUNCTION rawex_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM nextval('catalogue_changes');
       RETURN NULL;
     END $$`,
  );
  await knex.raw('DROP FUNCTION note_catalogue_change()');
}
