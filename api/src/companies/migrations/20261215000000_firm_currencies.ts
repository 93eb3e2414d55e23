import type { Knex } from 'knex';

/**
 * Every firm has its own currency: what a supplier sells in unless it prices a product otherwise,
 * and what a buying firm keeps its limits and thresholds in. Firms before currencies traded in US
 * dollars. `firm_terms()` answers it, so its columns change: it goes here and comes back as a
 * routine.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE companies ADD COLUMN currency char(3) NOT NULL DEFAULT 'USD'
       CONSTRAINT companies_currency_known REFERENCES currencies (code)`,
  );
  await knex.raw('DROP FUNCTION IF EXISTS firm_terms(text)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS firm_terms(text)');
  await knex.raw('ALTER TABLE companies DROP COLUMN currency');
}
