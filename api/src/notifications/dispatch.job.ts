import { describeAccountEvents } from '../accounts/account-events.ts';
import { describeProductEvents } from '../catalogue/product-events.ts';
import { describeOrderEvents } from '../orders/order-events.ts';
import { describeTradeEvents } from '../trade/trade-events.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { describeWebhookEvents } from '../webhooks/webhook-events.ts';
import { queueDeliveries } from '../webhooks/webhooks.service.ts';
import { queueEmails } from './emails.service.ts';
import type { EventDescriber, RecordedEvent } from './event-effects.ts';
import { DISPATCH_QUEUE } from './events.service.ts';
import { recordNotices } from './notifications.service.ts';

/** Who works out what each type of event brings about. */
const DESCRIBERS: Record<string, EventDescriber> = {
  'order.created': describeOrderEvents,
  'order.status_changed': describeOrderEvents,
  'product.created': describeProductEvents,
  'product.updated': describeProductEvents,
  'account.password_changed': describeAccountEvents,
  'account.verify_email': describeAccountEvents,
  'webhook.disabled': describeWebhookEvents,
  'rfq.created': describeTradeEvents,
  'rfq.closed': describeTradeEvents,
  'quote.submitted': describeTradeEvents,
  'quote.declined': describeTradeEvents,
  'quote.accepted': describeTradeEvents,
  'message.created': describeTradeEvents,
};

/**
 * Turns recorded events into what reaches people and systems — in-app notifications, emails,
 * webhook deliveries — in one transaction, each of them once (by a unique key), so a second run
 * adds nothing.
 */
export const dispatchEventsJob = defineJob<{ eventIds: string[] }>({
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
        const describe = DESCRIBERS[event.type];
        if (!describe) throw new Error(`No one dispatches events of type ${event.type}`);
        byDescriber.set(describe, [...(byDescriber.get(describe) ?? []), event]);
      }
      const recordedAt = new Map(events.map((event) => [event.id, event.createdAt]));
      for (const [describe, batch] of byDescriber) {
        const effects = await describe(trx, batch);
        await recordNotices(trx, effects.notices);
        await queueEmails(trx, queue, settings, effects.emails);
        await queueDeliveries(trx, queue, effects.webhooks, recordedAt);
      }
    });
  },
});
