import type { Knex } from 'knex';
import { addCurrencyColumn } from '../../currencies/index.ts';

/**
 * An order is in one currency, its trade's, and so is everything of it: its lines, documents,
 * payments and the money it moves. Orders before currencies were in US dollars. `order_facts()`
 * answers it, so its columns change: it goes here and comes back as a routine.
 */
export async function up(knex: Knex): Promise<void> {
  await addCurrencyColumn(knex, 'orders');
  await knex.raw('DROP FUNCTION IF EXISTS order_facts()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS order_facts()');
  await knex.raw('ALTER TABLE orders DROP COLUMN currency');
}
