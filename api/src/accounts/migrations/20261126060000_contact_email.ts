import type { Knex } from 'knex';

/**
 * A public contact address of the account's own choice (none by default), so a supplier's sign-in
 * email is no longer what its profile publishes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE users ADD COLUMN contact_email text
    CONSTRAINT users_contact_email_length CHECK (char_length(contact_email) <= 254)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN contact_email');
}
