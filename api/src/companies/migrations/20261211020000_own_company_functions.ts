import type { Knex } from 'knex';
import { applyDomainRoutines } from '../../platform/database/migrate.ts';

/**
 * What a new account's own firm is and how it follows the account's role, as functions that
 * accounts' triggers call (`register_own_company`, `follow_account_role`), in place of trigger
 * functions of companies' attached to accounts' table.
 */
export async function up(knex: Knex): Promise<void> {
  await applyDomainRoutines(knex, import.meta.url, ['register_own_company', 'follow_account_role']);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION follow_account_role(text, text)');
  await knex.raw('DROP FUNCTION register_own_company(text, text)');
}
