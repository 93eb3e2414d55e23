import type { Knex } from 'knex';

/**
 * Files an email carries (a pro-forma invoice's PDF, say), kept with its rendered body until it is
 * sent, and blanked with the body after.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE emails ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE emails DROP COLUMN attachments');
}
