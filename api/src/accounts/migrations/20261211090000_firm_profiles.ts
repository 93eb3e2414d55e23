import type { Knex } from 'knex';

/**
 * `seller_profiles()` answers for every firm, buyers' too, and is named for that: `firm_profiles()`
 * (a routine, applied after the migrations).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS seller_profiles()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS firm_profiles()');
}
