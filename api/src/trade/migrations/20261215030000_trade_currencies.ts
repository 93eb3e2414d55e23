import type { Knex } from 'knex';
import { addCurrencyColumn } from '../../currencies/index.ts';

/**
 * A request's target price and a quote are in a currency: a quote in the one its supplier names,
 * its own unless it says another; a request's target in the buyer's. Before currencies both were
 * in US dollars.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['rfqs', 'quotes', 'quote_versions']) await addCurrencyColumn(knex, table);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['rfqs', 'quotes', 'quote_versions']) {
    await knex.raw('ALTER TABLE ?? DROP COLUMN currency', [table]);
  }
}
