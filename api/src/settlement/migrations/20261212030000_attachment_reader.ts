import type { Knex } from 'knex';

/**
 * What media asks of a dispute about a private file sent as its evidence is named for what the
 * file is, an attachment (a "document" is an order's document): the routine makes the function
 * under its new name, and the old one goes. Down, the routines of the code before this change make
 * the old name again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS dispute_document_reader(text, boolean, jsonb)');
}

export async function down(): Promise<void> {}
