import type { Knex } from 'knex';

/**
 * An order is its buying firm's; who in the firm placed it, and under which purchase-order
 * number, is kept beside (what a member spent this month is summed from them). The functions that
 * place orders take the placer from now on: their old forms go, the routines bring the new ones.
 */
const statements = [
  `ALTER TABLE orders
     ADD COLUMN placed_by text REFERENCES users (id) ON DELETE SET NULL,
     ADD COLUMN po_number text,
     ADD CONSTRAINT orders_po_number_length CHECK (char_length(btrim(po_number)) BETWEEN 1 AND 60)`,
  `UPDATE orders SET placed_by = buyer_id`,
  `CREATE INDEX orders_placed_by_index ON orders (placed_by, created_at DESC)`,
  `DROP FUNCTION IF EXISTS place_checkout(text, text, text, text, text, integer)`,
  `DROP FUNCTION IF EXISTS place_orders(text, text, text, jsonb)`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS place_checkout(text, text, text, text, text, text, text, integer)');
  await knex.raw('DROP FUNCTION IF EXISTS place_orders(text, text, text, text, jsonb)');
  await knex.raw('ALTER TABLE orders DROP COLUMN po_number, DROP COLUMN placed_by');
}
