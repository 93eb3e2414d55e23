import type { Knex } from 'knex';

/** The queue that turns recorded events into notifications, emails and webhook deliveries. */
export const DISPATCH_QUEUE = 'events.dispatch';

/**
 * Records an event on `db` — the transaction of the change it tells of — with the job that
 * dispatches it: both commit with the change or not at all. (A change of an order's status
 * records its own, by trigger; a statement can call `record_event` itself, as `sql/record_event.sql` says.)
 */
export async function recordEvent(db: Knex, type: string, data: Record<string, unknown>): Promise<void> {
  await db
    .raw('SELECT record_event(?, ?::jsonb)', [type, JSON.stringify(data)])
    .options({ name: 'record_event' });
}

/** Events of one kind recorded together are dispatched this many to a job. */
const EVENTS_PER_DISPATCH = 100;

/**
 * Records many events of one type in one statement (a bank statement's payments, say), with a
 * dispatching job for each hundred of them; as `recordEvent`, in the transaction of the change.
 */
export async function recordEvents(
  db: Knex,
  type: string,
  data: readonly Record<string, unknown>[],
): Promise<void> {
  if (data.length === 0) return;
  await db.raw(
    `WITH recorded AS (
       INSERT INTO events (type, data)
       SELECT ?, entry.value FROM jsonb_array_elements(?::jsonb) WITH ORDINALITY AS entry (value, position)
       ORDER BY entry.position
       RETURNING id),
     numbered AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) / ? AS batch FROM recorded)
     SELECT enqueue_job(?, jsonb_build_object('eventIds', jsonb_agg(id ORDER BY id))) FROM numbered GROUP BY batch`,
    [type, JSON.stringify(data), EVENTS_PER_DISPATCH, DISPATCH_QUEUE],
  );
}
