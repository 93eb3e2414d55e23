import type { Knex } from 'knex';

/**
 * A saved search's price bounds keep the currency they were given in: compared, at each match, at
 * the catalogue's latest rates. Searches saved before currencies gave theirs in US dollars.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE saved_searches ADD COLUMN price_currency char(3)
       CONSTRAINT saved_searches_price_currency_known REFERENCES currencies (code)`,
  );
  await knex.raw(
    `UPDATE saved_searches SET price_currency = 'USD' WHERE min_price IS NOT NULL OR max_price IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE saved_searches DROP COLUMN price_currency');
}
