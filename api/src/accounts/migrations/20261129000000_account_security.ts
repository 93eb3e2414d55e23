import type { Knex } from 'knex';

/**
 * What keeps an account safe and lets its person leave: password resets, email changes with an
 * undo, a second step (an authenticator app's codes, recovery codes, passkeys), sessions that say
 * where they were signed in, the devices seen before, and erased accounts.
 */
export async function up(knex: Knex): Promise<void> {
  // A reset link: only its hash is kept, and only the newest one per account.
  await knex.raw(`CREATE TABLE password_resets (
     user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     token_hash text NOT NULL UNIQUE,
     requested_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL
   )`);
  // Every request, for an account or not: the limits per address and per email count these.
  await knex.raw(`CREATE TABLE password_reset_requests (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     email text NOT NULL,
     ip text NOT NULL,
     requested_at timestamptz NOT NULL DEFAULT now()
   )`);
  await knex.raw(
    'CREATE INDEX password_reset_requests_email_index ON password_reset_requests (email, requested_at)',
  );
  await knex.raw(
    'CREATE INDEX password_reset_requests_ip_index ON password_reset_requests (ip, requested_at)',
  );

  await knex.raw(`CREATE TABLE email_changes (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     old_email text NOT NULL,
     new_email text NOT NULL,
     requested_at timestamptz NOT NULL DEFAULT now(),
     link_expires_at timestamptz NOT NULL,
     applied_at timestamptz,
     undo_until timestamptz,
     undone_at timestamptz,
     CONSTRAINT email_changes_new_email_format CHECK (new_email = lower(new_email) AND new_email LIKE '%_@_%')
   )`);
  await knex.raw('CREATE INDEX email_changes_user_index ON email_changes (user_id, requested_at DESC)');

  // Sessions name their person in a column, and remember the device and address they began on.
  await knex.raw(
    `DELETE FROM sessions WHERE NOT EXISTS (SELECT 1 FROM users WHERE users.id = sessions.sess->>'userId')`,
  );
  await knex.raw(`ALTER TABLE sessions
     ADD COLUMN user_id text REFERENCES users (id) ON DELETE CASCADE,
     ADD COLUMN user_agent text,
     ADD COLUMN ip text,
     ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
     ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
  await knex.raw(`UPDATE sessions SET user_id = sess->>'userId',
     created_at = coalesce((sess->>'createdAt')::timestamptz, now())`);
  await knex.raw('ALTER TABLE sessions ALTER COLUMN user_id SET NOT NULL');
  await knex.raw('CREATE INDEX sessions_user_index ON sessions (user_id)');

  await knex.raw(`CREATE TABLE sign_in_devices (
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     device text NOT NULL,
     ip text NOT NULL,
     first_seen_at timestamptz NOT NULL DEFAULT now(),
     last_seen_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (user_id, device, ip)
   )`);

  // The authenticator app's secret, sealed; the last time step used, so no code works twice.
  await knex.raw(`CREATE TABLE totp_factors (
     user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     secret bytea NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     confirmed_at timestamptz,
     last_time_step bigint
   )`);
  await knex.raw(`CREATE TABLE recovery_codes (
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     code_hash text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     used_at timestamptz,
     PRIMARY KEY (user_id, code_hash)
   )`);
  await knex.raw(`CREATE TABLE passkeys (
     id text PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     name text NOT NULL,
     public_key bytea NOT NULL,
     counter bigint NOT NULL DEFAULT 0,
     transports text[] NOT NULL DEFAULT '{}',
     backed_up boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     last_used_at timestamptz,
     CONSTRAINT passkeys_name_length CHECK (char_length(name) BETWEEN 1 AND 60)
   )`);
  await knex.raw('CREATE INDEX passkeys_user_index ON passkeys (user_id)');
  // A sign-in under way: after the password and before the second step, or a passkey's challenge.
  await knex.raw(`CREATE TABLE sign_in_challenges (
     token_hash text PRIMARY KEY,
     purpose text NOT NULL,
     user_id text REFERENCES users (id) ON DELETE CASCADE,
     challenge text,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL,
     CONSTRAINT sign_in_challenges_purpose_valid
       CHECK (purpose IN ('second_step', 'passkey_sign_in', 'passkey_enrollment')),
     CONSTRAINT sign_in_challenges_user_known CHECK ((user_id IS NULL) = (purpose = 'passkey_sign_in'))
   )`);
  await knex.raw('CREATE INDEX sign_in_challenges_expires_index ON sign_in_challenges (expires_at)');

  await knex.raw('ALTER TABLE users ADD COLUMN deleted_at timestamptz');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN deleted_at');
  for (const table of [
    'sign_in_challenges',
    'passkeys',
    'recovery_codes',
    'totp_factors',
    'sign_in_devices',
    'email_changes',
    'password_reset_requests',
    'password_resets',
  ]) {
    await knex.raw(`DROP TABLE ${table}`);
  }
  await knex.raw(`ALTER TABLE sessions DROP COLUMN user_id, DROP COLUMN user_agent, DROP COLUMN ip,
     DROP COLUMN created_at, DROP COLUMN last_seen_at`);
}
