import type { Knex } from 'knex';

/**
 * Each email that confirms an address, when it was asked for and until when its link works: a
 * resend waits 5 minutes and stops at 5 a day, and a resend within a link's life sends that link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE TABLE verification_emails (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     requested_at timestamptz NOT NULL DEFAULT now(),
     link_expires_at timestamptz NOT NULL
   )`);
  await knex.raw(
    'CREATE INDEX verification_emails_user_index ON verification_emails (user_id, requested_at DESC)',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE verification_emails');
}
