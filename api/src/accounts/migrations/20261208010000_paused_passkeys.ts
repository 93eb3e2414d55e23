import type { Knex } from 'knex';

/** A password reset pauses the person's passkeys for signing in alone, until they keep each. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE passkeys ADD COLUMN paused_at timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE passkeys DROP COLUMN paused_at');
}
