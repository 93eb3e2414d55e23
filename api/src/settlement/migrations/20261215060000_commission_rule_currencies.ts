import type { Knex } from 'knex';

/**
 * A commission rule's minimum and cap are amounts, so they are in a currency, and bound only the
 * lines in it: a rule with either names its currency and applies to orders in that currency; a
 * rule of a percentage alone applies in every currency. Rules before currencies with a minimum or
 * a cap were in US dollars. `line_commission` takes the line's currency: its old form goes, and
 * the routines bring the new.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE commission_rules ADD COLUMN currency char(3)
       CONSTRAINT commission_rules_currency_known REFERENCES currencies (code)`,
  );
  await knex.raw(`UPDATE commission_rules SET currency = 'USD' WHERE minimum > 0 OR cap IS NOT NULL`);
  await knex.raw(
    `ALTER TABLE commission_rules ADD CONSTRAINT commission_rules_bounds_in_currency
       CHECK ((minimum = 0 AND cap IS NULL) OR currency IS NOT NULL)`,
  );
  await knex.raw('ALTER TABLE commission_rules DROP CONSTRAINT commission_rules_one_per_day');
  await knex.raw(
    `ALTER TABLE commission_rules ADD CONSTRAINT commission_rules_one_per_day
       UNIQUE NULLS NOT DISTINCT (scope, category_id, vendor_id, currency, effective_from)`,
  );
  await knex.raw('DROP FUNCTION IF EXISTS line_commission(text, integer, numeric)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS line_commission(text, integer, numeric, text)');
  await knex.raw('ALTER TABLE commission_rules DROP CONSTRAINT commission_rules_one_per_day');
  await knex.raw('ALTER TABLE commission_rules DROP CONSTRAINT commission_rules_bounds_in_currency');
  await knex.raw('ALTER TABLE commission_rules DROP COLUMN currency');
  await knex.raw(
    `ALTER TABLE commission_rules ADD CONSTRAINT commission_rules_one_per_day
       UNIQUE NULLS NOT DISTINCT (scope, category_id, vendor_id, effective_from)`,
  );
}
