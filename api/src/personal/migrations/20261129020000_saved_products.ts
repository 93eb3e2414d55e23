import type { Knex } from 'knex';

/** The products a person keeps an eye on, with the price they had when saved. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE saved_products (
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     price_at_save numeric(14, 2) NOT NULL,
     saved_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, product_id)
   )`);
  await knex.raw(
    'CREATE INDEX saved_products_newest_index ON saved_products (user_id, saved_at DESC, product_id)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE saved_products');
}
