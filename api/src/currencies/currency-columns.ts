import type { Knex } from 'knex';

/**
 * Gives `table` the `currency` its amounts are in, one of the currencies kept (named by its
 * `<table>_currency_known` constraint), required from now on. Rows written before currencies were
 * in US dollars, the one currency RawEx knew.
 */
export async function addCurrencyColumn(knex: Knex, table: string): Promise<void> {
  await knex.raw('ALTER TABLE ?? ADD COLUMN currency char(3) CONSTRAINT ?? REFERENCES currencies (code)', [
    table,
    `${table}_currency_known`,
  ]);
  await knex.raw(`UPDATE ?? SET currency = 'USD'`, [table]);
  await knex.raw('ALTER TABLE ?? ALTER COLUMN currency SET NOT NULL', [table]);
}
