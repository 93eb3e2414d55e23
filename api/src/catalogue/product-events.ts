import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { readingAsFirm } from '../platform/actor.ts';
import { getProduct } from './products.service.ts';

/** A supplier's products created and changed reach the supplier's own webhooks, as the API answers them. */
export const describeProductEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    const { productId, vendorId } = event.data as { productId: number; vendorId: string };
    const product = await getProduct(db, productId, readingAsFirm(vendorId, 'vendor')).catch(() => undefined);
    if (product)
      effects.webhooks.push({ eventId: event.id, type: event.type, userIds: [vendorId], data: product });
  }
  return effects;
};
