import type { Knex } from 'knex';

/** Views of each product page, per product and day, for the vendor dashboard. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_views (
      product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      day date NOT NULL,
      views integer NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, day)
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE product_views');
}
