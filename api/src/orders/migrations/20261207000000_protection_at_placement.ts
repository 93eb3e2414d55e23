import type { Knex } from 'knex';

/**
 * Trade protection is chosen in the statement that places the orders, not set on them afterwards:
 * checkout's function takes the choice from now on. Its old form goes; the routines bring the new.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS place_checkout(text, text, text, text, text, text, text, integer)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP FUNCTION IF EXISTS place_checkout(text, text, text, text, text, text, text, integer, boolean)',
  );
}
