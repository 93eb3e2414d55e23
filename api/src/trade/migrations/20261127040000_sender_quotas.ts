import type { Knex } from 'knex';

/** A sender's messages of the last minute are counted for their quota: found by sender and time. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX messages_sender_index ON messages (sender_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX messages_sender_index');
}
