import type { Knex } from 'knex';

/**
 * Events that reach people and systems. An event is a row written in the transaction of the
 * change it tells of, with the job that dispatches it (pg-boss's, in the `pgboss` schema), so the
 * two commit together or not at all: a change of an order's status — checkout's first status
 * included — records its event by trigger, inside the statement that changed it.
 */
const statements = [
  `CREATE TABLE events (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     type text NOT NULL,
     data jsonb NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,

  // pg-boss's own insert, for jobs enqueued inside the database: the queue's retry settings apply.
  `CREATE FUNCTION enqueue_job(queue_name text, payload jsonb) RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO pgboss.job (name, data, expire_in, keep_until, retry_limit, retry_delay, retry_backoff,
                             dead_letter, policy)
     SELECT queue.name, payload, COALESCE(queue.expire_seconds, 900) * interval '1s',
            now() + COALESCE(queue.retention_minutes * 60, 14 * 86400) * interval '1s',
            COALESCE(queue.retry_limit, 2), COALESCE(queue.retry_delay, 0),
            COALESCE(queue.retry_backoff, false), queue.dead_letter, queue.policy
     FROM pgboss.queue queue WHERE queue.name = queue_name;
     IF NOT FOUND THEN
       RAISE EXCEPTION 'The job queue % is not installed: run the migrations.', queue_name;
     END IF;
     -- Workers listening are woken when this commits, rather than at their next poll.
     PERFORM pg_notify('rawex_jobs', queue_name);
   END $$`,

  `CREATE FUNCTION record_order_events() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     recorded uuid[];
   BEGIN
     WITH inserted AS (
       INSERT INTO events (type, data)
       SELECT CASE WHEN change.from_status IS NULL THEN 'order.created' ELSE 'order.status_changed' END,
              jsonb_build_object('orderId', change.order_id, 'from', change.from_status,
                                 'to', change.to_status, 'changedBy', change.changed_by)
       FROM changed change ORDER BY change.id
       RETURNING id)
     SELECT array_agg(id) INTO recorded FROM inserted;
     IF recorded IS NOT NULL THEN
       PERFORM enqueue_job('events.dispatch', jsonb_build_object('eventIds', to_jsonb(recorded)));
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER order_status_changes_record_events AFTER INSERT ON order_status_changes
     REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION record_order_events()`,

  // Settings the database itself applies, written by the API from its configuration.
  `CREATE TABLE marketplace_settings (
     name text PRIMARY KEY,
     value jsonb NOT NULL
   )`,
  // A buyer's pending orders are counted one checkout at a time (the lock is held to the commit).
  `CREATE FUNCTION limit_pending_orders() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     buyer text;
     most integer := COALESCE(
       (SELECT (value #>> '{}')::integer FROM marketplace_settings WHERE name = 'max_pending_orders'), 20);
     pending integer;
   BEGIN
     FOR buyer IN SELECT DISTINCT placed.buyer_id FROM placed ORDER BY 1 LOOP
       PERFORM pg_advisory_xact_lock(hashtext('pending orders of ' || buyer));
       SELECT count(*) INTO pending FROM orders WHERE buyer_id = buyer AND status = 'pending';
       IF pending > most THEN
         RAISE EXCEPTION 'checkout_refused'
           USING DETAIL = json_build_object('code', 'too_many_pending_orders', 'limit', most)::text;
       END IF;
     END LOOP;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER orders_limit_pending AFTER INSERT ON orders
     REFERENCING NEW TABLE AS placed FOR EACH STATEMENT EXECUTE FUNCTION limit_pending_orders()`,
  // The expiry job finds the oldest pending orders first.
  `CREATE INDEX orders_pending_index ON orders (created_at) WHERE status = 'pending'`,

  `CREATE TABLE notifications (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL,
     title text NOT NULL,
     body text NOT NULL,
     link text NOT NULL,
     event_id uuid REFERENCES events (id) ON DELETE SET NULL,
     read_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT notifications_once_per_event UNIQUE (event_id, user_id, kind)
   )`,
  `CREATE INDEX notifications_user_index ON notifications (user_id, id DESC)`,
  `CREATE INDEX notifications_unread_index ON notifications (user_id) WHERE read_at IS NULL`,
  `CREATE TABLE notification_settings (
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     kind text NOT NULL,
     email boolean NOT NULL,
     PRIMARY KEY (user_id, kind)
   )`,

  // Every email, rendered when its event is dispatched and sent (once) by a job.
  `CREATE TABLE emails (
     id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     key text NOT NULL,
     user_id text REFERENCES users (id) ON DELETE SET NULL,
     to_address text NOT NULL,
     subject text NOT NULL,
     text_body text NOT NULL,
     html_body text NOT NULL,
     attempts integer NOT NULL DEFAULT 0,
     last_error text,
     message_id text,
     sent_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT emails_key_unique UNIQUE (key)
   )`,

  `CREATE TABLE webhooks (
     id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
     user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     url text NOT NULL,
     events text[] NOT NULL,
     description text,
     secret text NOT NULL,
     is_enabled boolean NOT NULL DEFAULT true,
     disabled_reason text,
     failing_since timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT webhooks_events_present CHECK (cardinality(events) > 0)
   )`,
  `CREATE INDEX webhooks_user_index ON webhooks (user_id) WHERE is_enabled`,
  `CREATE TRIGGER webhooks_touch_updated_at BEFORE UPDATE ON webhooks
     FOR EACH ROW EXECUTE FUNCTION rawex_touch_updated_at()`,
  `CREATE TABLE webhook_deliveries (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
     event_id uuid REFERENCES events (id) ON DELETE SET NULL,
     event_type text NOT NULL,
     payload jsonb NOT NULL,
     status text NOT NULL DEFAULT 'pending',
     attempts integer NOT NULL DEFAULT 0,
     last_status_code integer,
     last_error text,
     last_attempt_at timestamptz,
     next_attempt_at timestamptz DEFAULT now(),
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT webhook_deliveries_status_valid CHECK (status IN ('pending', 'succeeded', 'failed')),
     CONSTRAINT webhook_deliveries_once_per_event UNIQUE (webhook_id, event_id)
   )`,
  `CREATE INDEX webhook_deliveries_webhook_index ON webhook_deliveries (webhook_id, created_at DESC)`,

  `ALTER TABLE users ADD COLUMN email_verified_at timestamptz`,
  // Accounts made before addresses were verified keep working as they did.
  `UPDATE users SET email_verified_at = created_at`,
  // Keys that sign what RawEx hands out (email verification links), made once per database.
  `CREATE TABLE signing_keys (
     name text PRIMARY KEY,
     secret bytea NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP TABLE signing_keys, webhook_deliveries, webhooks, emails, notification_settings, notifications',
  );
  await knex.raw('ALTER TABLE users DROP COLUMN email_verified_at');
  await knex.raw('DROP INDEX orders_pending_index');
  await knex.raw('DROP TRIGGER orders_limit_pending ON orders');
  await knex.raw('DROP FUNCTION limit_pending_orders()');
  await knex.raw('DROP TABLE marketplace_settings');
  await knex.raw('DROP TRIGGER order_status_changes_record_events ON order_status_changes');
  await knex.raw('DROP FUNCTION record_order_events(), enqueue_job(text, jsonb)');
  await knex.raw('DROP TABLE events');
}
