import type { Knex } from 'knex';

/** The queue that turns recorded events into notifications, emails and webhook deliveries. */
export const DISPATCH_QUEUE = 'events.dispatch';

/**
 * Records an event on `db` — the transaction of the change it tells of — with the job that
 * dispatches it: both commit with the change or not at all. (A change of an order's status
 * records its own, by trigger; a query can call `record_event` itself, as `sql/record_event.sql` says.)
 */
export async function recordEvent(db: Knex, type: string, data: Record<string, unknown>): Promise<void> {
  await db
    .raw('SELECT record_event(?, ?::jsonb)', [type, JSON.stringify(data)])
    .options({ name: 'record_event' });
}

/**
 * Records many events of one type in one query (a bank statement's payments, say), with a
 * dispatching job for each hundred of them; as `recordEvent`, in the transaction of the change.
 */
export async function recordEvents(
  db: Knex,
  type: string,
  data: readonly Record<string, unknown>[],
): Promise<void> {
  if (data.length === 0) return;
  await db.raw('SELECT record_events(?, ?::jsonb)', [type, JSON.stringify(data)]);
}
