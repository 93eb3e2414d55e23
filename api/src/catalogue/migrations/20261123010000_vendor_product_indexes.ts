import type { Knex } from 'knex';

/**
 * A vendor's products in the two orders they are read by vendor: its own catalogue newest first
 * by id, a page at a time from a cursor; and its products on sale newest first, which the
 * catalogue's rating sort walks supplier by supplier, best rated first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX products_vendor_id_id_index ON products (vendor_id, id DESC)');
  await knex.raw(
    'CREATE INDEX products_active_vendor_created_at_index ON products (vendor_id, created_at DESC, id DESC) WHERE is_active',
  );
  await knex.raw('DROP INDEX products_vendor_id_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX products_vendor_id_index ON products (vendor_id)');
  await knex.raw('DROP INDEX products_active_vendor_created_at_index');
  await knex.raw('DROP INDEX products_vendor_id_id_index');
}
