import type { Knex } from 'knex';
import { addCurrencyColumn } from '../../currencies/index.ts';

/**
 * A firm is paid in a currency into an account kept in it: one bank account per firm and currency.
 * `payout_accounts()` answers the currency, so its columns change: it goes here and comes back as
 * a routine.
 */
export async function up(knex: Knex): Promise<void> {
  await addCurrencyColumn(knex, 'company_bank_accounts');
  await knex.raw('ALTER TABLE company_bank_accounts DROP CONSTRAINT company_bank_accounts_pkey');
  await knex.raw('ALTER TABLE company_bank_accounts ADD PRIMARY KEY (company_id, currency)');
  await knex.raw('DROP FUNCTION IF EXISTS payout_accounts()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS payout_accounts()');
  await knex.raw('ALTER TABLE company_bank_accounts DROP CONSTRAINT company_bank_accounts_pkey');
  await knex.raw('ALTER TABLE company_bank_accounts DROP COLUMN currency');
  await knex.raw('ALTER TABLE company_bank_accounts ADD PRIMARY KEY (company_id)');
}
