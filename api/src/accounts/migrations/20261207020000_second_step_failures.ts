import type { Knex } from 'knex';

/** A pending sign-in counts its wrong codes: the fifth ends it, and the password is asked again. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE sign_in_challenges ADD COLUMN failures integer NOT NULL DEFAULT 0');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE sign_in_challenges DROP COLUMN failures');
}
