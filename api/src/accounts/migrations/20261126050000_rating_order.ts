import type { Knex } from 'knex';

/**
 * Suppliers in the catalogue's rating order, best first: the rating sort reads them in this order
 * and stops once its page is filled (an incremental sort), instead of reading every supplier's
 * products before the first row, however deep the page.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX users_vendor_rating_order_index ON users (rating DESC NULLS LAST, review_count DESC, id)
     WHERE role = 'vendor'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_vendor_rating_order_index');
}
