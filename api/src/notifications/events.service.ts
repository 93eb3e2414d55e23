import type { Knex } from 'knex';

/** The queue that turns recorded events into notifications, emails and webhook deliveries. */
export const DISPATCH_QUEUE = 'events.dispatch';

/**
 * Records an event on `db` — the transaction of the change it tells of — with the job that
 * dispatches it: both commit with the change or not at all. (A change of an order's status
 * records its own, by trigger.)
 */
export async function recordEvent(db: Knex, type: string, data: Record<string, unknown>): Promise<void> {
  await db.raw(
    `WITH recorded AS (INSERT INTO events (type, data) VALUES (?, ?::jsonb) RETURNING id)
     SELECT enqueue_job(?, jsonb_build_object('eventIds', jsonb_build_array(recorded.id))) FROM recorded`,
    [type, JSON.stringify(data), DISPATCH_QUEUE],
  );
}
