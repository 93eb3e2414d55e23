import type { Knex } from 'knex';

/**
 * What an account's API keys may ask for: each key's hourly limit is capped by the account's
 * `key_rate_limit_cap` (10,000 unless an administrator raises it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE users ADD COLUMN key_rate_limit_cap integer NOT NULL DEFAULT 10000
    CONSTRAINT users_key_rate_limit_cap_range CHECK (key_rate_limit_cap BETWEEN 1 AND 1000000)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN key_rate_limit_cap');
}
