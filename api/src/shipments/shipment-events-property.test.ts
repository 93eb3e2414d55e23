import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Order } from '../contracts.ts';
import { readingAsFirm } from '../platform/actor.ts';
import {
  recordPaidInFull,
  seedTrade,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import type { Shipment, ShipmentEventInput } from './shipments.contract.ts';
import { createShipment, listShipments } from './shipments.service.ts';
import { recordShipmentEvents } from './shipment-tracking.service.ts';
import { EVENT_CLASSIFIERS, SHIPMENT_MILESTONES } from './shipment-values.contract.ts';

const HOUR = 3_600_000;
const OFFSETS = ['Z', '-03:00', '+01:00', '+05:30'] as const;

/** An event of lot 0 or 1: actual ones in the last day, plans and estimates in the weeks ahead. */
const event = fc
  .record({
    lot: fc.nat(1),
    milestone: fc.constantFrom(...SHIPMENT_MILESTONES),
    classifier: fc.constantFrom(...EVENT_CLASSIFIERS),
    hours: fc.integer({ min: 1, max: 20 }),
    offset: fc.constantFrom(...OFFSETS),
    issuedMinutesAgo: fc.nat(600),
  })
  .map(({ hours, ...rest }) => ({ ...rest, hours: rest.classifier === 'actual' ? -hours : hours * 24 }));
type GeneratedEvent = typeof event extends fc.Arbitrary<infer T> ? T : never;

/** A time as a clock at `offset` reads it, whole seconds. */
function written(instant: number, offset: (typeof OFFSETS)[number]): string {
  if (offset === 'Z') return `${new Date(instant).toISOString().slice(0, 19)}Z`;
  const minutes =
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  return `${new Date(instant + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}

/** What a lot's tracking shows, less when each event happened to be recorded. */
const seen = (shipments: Shipment[]) =>
  shipments.map(({ id: _id, orderId: _orderId, createdAt: _createdAt, events, ...shipment }) => ({
    ...shipment,
    events: events.map(({ recordedAt: _recordedAt, ...rest }) => rest),
  }));

describe('shipment events, in any order and sent twice', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let buyer: SignedIn;
  let productId: number;
  beforeAll(async () => {
    api = await startTestApi();
    [vendor, buyer] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'buyer')]);
    productId = (await seedTrade(api, vendor, buyer)).product.id;
  });
  afterAll(() => api?.close());

  /** A confirmed, paid order with two lots booked. */
  async function orderWithTwoLots(): Promise<{ orderId: number; lots: number[] }> {
    await buyer.client.post('/api/cart', { productId, quantity: 1 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Hafen 3, Hamburg',
    });
    const orderId = checkout.body.orders[0]!.id;
    await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' });
    await recordPaidInFull(vendor, orderId);
    const actor = readingAsFirm(vendor.user.id, 'vendor');
    const lots = [];
    for (const place of ['Santos', 'Paranaguá']) {
      const lot = {
        mode: 'sea' as const,
        carrier: 'MSC',
        equipment: [],
        placeOfLoading: place,
        placeOfDischarge: 'Hamburg',
      };
      lots.push((await createShipment(api.db.knex, actor, orderId, lot)).id);
    }
    return { orderId, lots };
  }

  it('leave each order and its lots where the same events in one go leave them', async () => {
    const now = Date.now();
    const actor = readingAsFirm(vendor.user.id, 'vendor');
    const record = (lots: number[], events: (GeneratedEvent & { id: number })[]) =>
      recordShipmentEvents(
        api.db.knex,
        actor,
        lots[events[0]!.lot]!,
        events.map((generated): ShipmentEventInput => ({
          eventId: `e-${generated.id}`,
          milestone: generated.milestone,
          classifier: generated.classifier,
          at: written(now + generated.hours * HOUR - (now % 1000), generated.offset),
          issuedAt: new Date(now - generated.issuedMinutesAgo * 60_000 - generated.id).toISOString(),
          source: 'supplier',
        })),
      );
    const outcome = async (orderId: number) => ({
      status: (await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.status,
      shipments: seen(await listShipments(api.db.knex, readingAsFirm(buyer.user.id, 'buyer'), orderId)),
    });

    await fc.assert(
      fc.asyncProperty(
        fc
          .array(event, { minLength: 1, maxLength: 12 })
          .map((events) => events.map((generated, id) => ({ ...generated, id }))),
        fc.infiniteStream(fc.boolean()),
        async (events, resend) => {
          // In one go: each lot's events in one request, in time order.
          const once = await orderWithTwoLots();
          for (const lot of [0, 1]) {
            const its = events.filter((generated) => generated.lot === lot).sort((a, b) => a.hours - b.hours);
            if (its.length > 0) await record(once.lots, its);
          }
          // One by one, shuffled by fast-check's order, some sent twice.
          const shuffled = await orderWithTwoLots();
          const sent = [...events].reverse();
          for (const generated of sent) {
            await record(shuffled.lots, [generated]);
            if (resend.next().value) expect((await record(shuffled.lots, [generated])).recorded).toEqual([]);
          }
          const [expected, actual] = [await outcome(once.orderId), await outcome(shuffled.orderId)];
          expect(actual.status).toBe(expected.status);
          expect(actual.shipments).toEqual(expected.shipments);
        },
      ),
      { numRuns: 15 },
    );
  });
});
