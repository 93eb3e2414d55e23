import type { Knex } from 'knex';

/** A dispute message's author and time: what counts a person's messages against their hour. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX dispute_messages_author ON dispute_messages (author_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX dispute_messages_author');
}
