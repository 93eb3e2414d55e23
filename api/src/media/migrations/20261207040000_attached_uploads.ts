import type { Knex } from 'knex';

/** A file attached to a record (dispute evidence, a payment's proof) is kept: the sweep passes it by. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE uploads ADD COLUMN attached_at timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE uploads DROP COLUMN attached_at');
}
