import type { Knex } from 'knex';

/**
 * An email being sent is leased rather than locked: its row says until when one run has it, so no
 * connection to the database is held while the mail server is slow or away (the embedded database
 * has a single one). A run that died mid-send leaves a lease that ends, and the retry sends it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE emails ADD COLUMN sending_until timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE emails DROP COLUMN sending_until');
}
