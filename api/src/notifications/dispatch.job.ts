import type { Knex } from 'knex';
import { defineJob, type JobQueue } from '../platform/jobs/job-queue.ts';
import { queueEmails } from './emails.service.ts';
import type { EventDescribers, EventDescriber, EventEffects, RecordedEvent } from './event-effects.ts';
import { DISPATCH_QUEUE } from './events.service.ts';
import { recordNotices } from './notifications.service.ts';
import { toCompanyMembers } from './company-recipients.ts';

/** What the dispatch is handed by the composition root: notifications itself knows no domain. */
export interface EventDispatch {
  /** Who works out what each type of event brings about: each domain brings its own. */
  describers: EventDescribers;
  /** Writes and enqueues the webhook deliveries events bring about. */
  queueWebhookDeliveries(
    trx: Knex.Transaction,
    queue: JobQueue,
    webhooks: EventEffects['webhooks'],
    recordedAt: Map<string, Date>,
  ): Promise<void>;
}

/**
 * Turns recorded events into what reaches people and systems — in-app notifications, emails,
 * webhook deliveries — in one transaction, each of them once (by a unique key), so a second run
 * adds nothing.
 */
export const dispatchEventsJob = ({ describers, queueWebhookDeliveries }: EventDispatch) => {
  const job = defineJob<{ eventIds: string[] }>({
    name: DISPATCH_QUEUE,
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    // One at a time in each worker: a buyer reads an order's moves in the order they happened.
    concurrency: 1,
    async run({ eventIds }, { db, queue, settings }) {
      await db.transaction(async (trx) => {
        const events: RecordedEvent[] = await trx('events')
          .whereIn('id', eventIds)
          .orderBy('createdAt')
          .select('id', 'type', 'data', 'createdAt');
        const byDescriber = new Map<EventDescriber, RecordedEvent[]>();
        for (const event of events) {
          const describe = describers[event.type];
          if (!describe) throw new Error(`No one dispatches events of type ${event.type}`);
          byDescriber.set(describe, [...(byDescriber.get(describe) ?? []), event]);
        }
        const recordedAt = new Map(events.map((event) => [event.id, event.createdAt]));
        for (const [describe, batch] of byDescriber) {
          const effects = await describe(trx, batch, settings);
          const { notices, emails } = await toCompanyMembers(trx, effects.notices, effects.emails);
          await recordNotices(trx, notices);
          await queueEmails(trx, queue, settings, emails);
          await queueWebhookDeliveries(trx, queue, effects.webhooks, recordedAt);
          for (const event of effects.later) {
            const [recorded] = await trx('events')
              .insert({ type: event.type, data: JSON.stringify(event.data) })
              .returning('id');
            await queue.send(
              trx,
              job,
              { eventIds: [recorded.id] },
              { startAfterSeconds: event.afterSeconds },
            );
          }
        }
      });
    },
  });
  return job;
};
