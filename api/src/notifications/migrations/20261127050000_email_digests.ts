import type { Knex } from 'knex';

/**
 * Emails that come often (requests a supplier can answer, messages) are coalesced: each is kept as
 * an item, and at most one email per person and kind goes out in each interval, listing the items
 * since the last. `email_digests` says, per person and kind, when the last went and when the next
 * is due (none: no job is waiting). An email's words (with links that may still work: a link
 * to confirm an address) are not kept past a day after it went.
 */
const statements = [
  `CREATE TABLE email_digests (
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL,
     last_sent_at timestamptz,
     due_at timestamptz,
     PRIMARY KEY (user_id, kind)
   )`,
  `CREATE TABLE email_digest_items (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     key text NOT NULL,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL,
     content jsonb NOT NULL,
     emailed_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT email_digest_items_key_unique UNIQUE (key)
   )`,
  `CREATE INDEX email_digest_items_waiting_index ON email_digest_items (user_id, kind, id)
     WHERE emailed_at IS NULL`,
  `CREATE INDEX email_digest_items_emailed_index ON email_digest_items (emailed_at) WHERE emailed_at IS NOT NULL`,
  // Sent emails keep their words a day (their links may still work), then only who and what.
  `CREATE INDEX emails_bodies_kept_index ON emails (created_at) WHERE text_body <> ''`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX emails_bodies_kept_index');
  await knex.raw('DROP TABLE email_digest_items, email_digests');
}
