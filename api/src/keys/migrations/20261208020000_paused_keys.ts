import type { Knex } from 'knex';

/** A password reset pauses the person's keys until they confirm each is theirs. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE api_keys
    DROP CONSTRAINT api_keys_status_valid,
    ADD CONSTRAINT api_keys_status_valid CHECK (status IN ('active', 'paused', 'revoked')),
    ADD COLUMN paused_at timestamptz,
    ADD CONSTRAINT api_keys_paused_when CHECK ((status = 'paused') = (paused_at IS NOT NULL))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`UPDATE api_keys SET status = 'active' WHERE status = 'paused'`);
  await knex.raw(`ALTER TABLE api_keys
    DROP CONSTRAINT api_keys_paused_when,
    DROP COLUMN paused_at,
    DROP CONSTRAINT api_keys_status_valid,
    ADD CONSTRAINT api_keys_status_valid CHECK (status IN ('active', 'revoked'))`);
}
