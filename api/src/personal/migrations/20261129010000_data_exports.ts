import type { Knex } from 'knex';

/** A person's data prepared by a job when it is too large to answer at once, kept a week to download. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE data_exports (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     requested_at timestamptz NOT NULL DEFAULT now(),
     ready_at timestamptz,
     file_key text,
     bytes bigint,
     expires_at timestamptz NOT NULL
   )`);
  await knex.raw('CREATE INDEX data_exports_user_index ON data_exports (user_id, requested_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE data_exports');
}
