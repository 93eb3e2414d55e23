import type { Knex } from 'knex';

/**
 * A changed bank account is held: payouts to it wait until `payouts_held_until`, documents issued
 * meanwhile say it changed, and any owner may put `previous_account` back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE company_bank_accounts
       ADD COLUMN payouts_held_until timestamptz,
       ADD COLUMN previous_account jsonb`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'ALTER TABLE company_bank_accounts DROP COLUMN payouts_held_until, DROP COLUMN previous_account',
  );
}
