import type { Knex } from 'knex';

/**
 * An account's cap on its keys' hourly limits is the keys' to keep: a table of the caps an
 * administrator set, in place of a column keys added to accounts' `users`. An account without a
 * row has the default cap (`DEFAULT_KEY_RATE_LIMIT_CAP`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE TABLE api_key_rate_caps (
       user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
       cap integer NOT NULL CONSTRAINT api_key_rate_caps_range CHECK (cap BETWEEN 1 AND 1000000))`,
  );
  await knex.raw(
    `INSERT INTO api_key_rate_caps (user_id, cap)
     SELECT id, key_rate_limit_cap FROM users WHERE key_rate_limit_cap <> 10000`,
  );
  await knex.raw('ALTER TABLE users DROP COLUMN key_rate_limit_cap');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE users ADD COLUMN key_rate_limit_cap integer NOT NULL DEFAULT 10000
    CONSTRAINT users_key_rate_limit_cap_range CHECK (key_rate_limit_cap BETWEEN 1 AND 1000000)`);
  await knex.raw(
    `UPDATE users SET key_rate_limit_cap = caps.cap FROM api_key_rate_caps caps WHERE caps.user_id = users.id`,
  );
  await knex.raw('DROP TABLE api_key_rate_caps');
}
