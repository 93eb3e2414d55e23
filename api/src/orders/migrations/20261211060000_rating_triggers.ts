import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/** Ratings move the catalogue's version through a trigger function of orders' own. */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, ['vendor_ratings_shown_changed']);
  await knex.raw('DROP TRIGGER vendor_ratings_catalogue_changed ON vendor_ratings');
  await knex.raw(
    `CREATE TRIGGER vendor_ratings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_ratings
       FOR EACH STATEMENT EXECUTE FUNCTION vendor_ratings_shown_changed()`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER vendor_ratings_catalogue_changed ON vendor_ratings');
  await knex.raw(
    `CREATE TRIGGER vendor_ratings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendor_ratings
       FOR EACH STATEMENT EXECUTE FUNCTION rawex_catalogue_changed()`,
  );
  await knex.raw('DROP FUNCTION vendor_ratings_shown_changed()');
}
