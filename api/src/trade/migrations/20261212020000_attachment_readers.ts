import type { Knex } from 'knex';

/**
 * What media asks of a conversation about a private file sent in it is named for what the file is,
 * an attachment (a "document" is an order's document): the routines make the functions under their
 * new names, and the old ones go. Down, the routines of the code before this change make the old
 * names again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS conversation_document_reader(text, jsonb)');
  await knex.raw('DROP FUNCTION IF EXISTS conversation_holds_document(jsonb)');
}

export async function down(): Promise<void> {}
