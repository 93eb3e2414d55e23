import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult, Notification, Order, ProblemBody } from '../contracts.ts';
import type { ApiKey } from '../keys/keys.contract.ts';
import {
  eventually,
  recordPaidInFull,
  seedTrade,
  signUp,
  startTestApi,
  TestClient,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import type { Shipment } from './shipments.contract.ts';

type Recorded = { recorded: string[]; duplicates: string[] };

const HOUR = 3_600_000;
/** An instant as a clock `offset` east of UTC reads it, with that offset: what a forwarder sends. */
const at = (hoursFromNow: number, offset = '-03:00') => {
  const minutes =
    (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  const local = new Date(Math.floor((Date.now() + hoursFromNow * HOUR) / 1000) * 1000 + minutes * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
};

/** A DCSA Track & Trace 2.2 event as a forwarder's system sends it, with fields RawEx leaves aside. */
const dcsa = (
  eventID: string,
  type: 'EQUIPMENT' | 'TRANSPORT',
  code: string,
  classifier: 'PLN' | 'EST' | 'ACT',
  eventDateTime: string,
  location: { locationName: string; UNLocationCode: string },
) => ({
  eventID,
  eventType: type,
  eventClassifierCode: classifier,
  eventDateTime,
  eventCreatedDateTime: new Date().toISOString(),
  ...(type === 'EQUIPMENT'
    ? {
        equipmentEventTypeCode: code,
        equipmentReference: 'MSCU6639871',
        ISOEquipmentCode: '22GP',
        emptyIndicatorCode: 'LADEN',
      }
    : {
        transportEventTypeCode: code,
        transportCall: { UNLocationCode: location.UNLocationCode, modeOfTransport: 'VESSEL' },
      }),
  eventLocation: location,
  documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'MEDUSS123456' }],
});

const SANTOS = { locationName: 'Santos', UNLocationCode: 'BRSSZ' };
const HAMBURG = { locationName: 'Hamburg', UNLocationCode: 'DEHAM' };

const lot = {
  mode: 'sea',
  carrier: 'MSC',
  transportDocumentNumber: 'MEDUSS123456',
  equipment: ['MSCU6639871', 'mscu7012344'],
  placeOfLoading: 'Santos',
  placeOfLoadingCode: 'BRSSZ',
  placeOfDischarge: 'Hamburg',
  placeOfDischargeCode: 'DEHAM',
};

describe('shipments', () => {
  let api: TestApi;
  let vendor: SignedIn;
  let buyer: SignedIn;
  let productId: number;
  beforeAll(async () => {
    api = await startTestApi({ worker: true });
    [vendor, buyer] = await Promise.all([signUp(api, 'vendor'), signUp(api, 'buyer')]);
    productId = (await seedTrade(api, vendor, buyer)).product.id;
  });
  afterAll(() => api?.close());

  /** A new order of the buyer's with the supplier, pending. */
  async function placedOrder(): Promise<number> {
    await buyer.client.post('/api/cart', { productId, quantity: 1 });
    const checkout = await buyer.client.post<CheckoutResult>('/api/checkout', {
      shippingAddress: 'Hafen 3, Hamburg',
    });
    expect(checkout.status).toBe(201);
    return checkout.body.orders[0]!.id;
  }

  /** A confirmed order. */
  async function confirmedOrder(): Promise<number> {
    const orderId = await placedOrder();
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'confirmed' })).status).toBe(200);
    return orderId;
  }

  /** A forwarder's client with a key the supplier made it, allowed to record events and nothing else. */
  async function forwarder(): Promise<TestClient> {
    const key = await vendor.client.post<ApiKey & { key: string }>('/api/keys', {
      name: 'Forwarder: Kuehne+Nagel',
      permissions: ['write:shipments'],
    });
    expect(key.status).toBe(201);
    const client = new TestClient(api.url);
    const authorised = (headers?: Record<string, string>) => ({
      authorization: `Bearer ${key.body.key}`,
      ...headers,
    });
    const request = client.request.bind(client);
    client.request = (method, path, options = {}) =>
      request(method, path, { ...options, headers: authorised(options.headers) });
    return client;
  }

  it('follows a CIF order in two lots from booking to delivery on a forwarder’s DCSA events', async () => {
    const orderId = await confirmedOrder();
    await recordPaidInFull(vendor, orderId);
    const book = (client: TestClient, body: unknown = lot) =>
      client.post<Shipment>(`/api/orders/${orderId}/shipments`, body);

    const [first, second] = [await book(vendor.client), await book(vendor.client, { ...lot, equipment: [] })];
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      orderId,
      status: 'booked',
      transportDocument: { name: 'bill of lading', number: 'MEDUSS123456' },
      equipment: ['MSCU6639871', 'MSCU7012344'],
      arrival: null,
      events: [],
    });

    const key = await forwarder();
    // The forwarder's key records events and nothing else.
    expect((await key.patch<ProblemBody>(`/api/orders/${orderId}`, { status: 'shipped' })).status).toBe(403);
    expect((await book(key)).status).toBe(403);

    const events = (id: number, body: unknown) =>
      key.post<Recorded & ProblemBody>(`/api/shipments/${id}/events`, body);
    const plan = await events(first.body.id, [
      dcsa('fwd-1', 'TRANSPORT', 'DEPA', 'PLN', at(-6), SANTOS),
      dcsa('fwd-2', 'TRANSPORT', 'ARRI', 'PLN', at(20 * 24, '+01:00'), HAMBURG),
      dcsa('fwd-3', 'TRANSPORT', 'ARRI', 'EST', at(23 * 24, '+01:00'), HAMBURG),
    ]);
    expect(plan.status).toBe(201);
    const lotOne = async () => (await buyer.client.get<Shipment>(`/api/shipments/${first.body.id}`)).body;
    const planned = await lotOne();
    expect(planned.arrival).toMatchObject({
      milestone: 'arrived',
      classifier: 'estimated',
      lateByHours: 72,
    });
    expect(planned.arrival!.expectedAt).toMatch(/\+01:00$/);
    expect((await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.status).toBe('confirmed');

    const departure = [
      dcsa('fwd-4', 'EQUIPMENT', 'GTOT', 'ACT', at(-5), SANTOS),
      dcsa('fwd-5', 'EQUIPMENT', 'LOAD', 'ACT', at(-4), SANTOS),
      dcsa('fwd-6', 'TRANSPORT', 'DEPA', 'ACT', at(-3), SANTOS),
    ];
    // Out of order: the departure comes before the loading it follows.
    const departed = await events(first.body.id, [departure[2], departure[0], departure[1]]);
    expect(departed.status).toBe(201);
    const tracked = await lotOne();
    expect(tracked.status).toBe('in_transit');
    // By time: the planned departure came an hour before the gate-out.
    expect(tracked.events.map((event) => event.milestone)).toEqual([
      'departed',
      'gate_out',
      'loaded',
      'departed',
      'arrived',
      'arrived',
    ]);
    expect(tracked.events[1]!.at).toBe(departure[0]!.eventDateTime);
    expect((await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.status).toBe('shipped');

    // Sent again: answered as duplicates, nothing recorded twice.
    const again = await events(first.body.id, departure);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ recorded: [], duplicates: ['fwd-4', 'fwd-5', 'fwd-6'] });
    // An id reused for another event: refused, with what came beside it.
    const reused = await events(first.body.id, [
      dcsa('fwd-7', 'TRANSPORT', 'ARRI', 'EST', at(24 * 24, '+01:00'), HAMBURG),
      { ...departure[2], eventDateTime: at(-2) },
    ]);
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ code: 'event_id_reused', eventIds: ['fwd-6'] });
    expect((await vendor.client.get<Shipment>(`/api/shipments/${first.body.id}`)).body.events).toHaveLength(
      6,
    );

    // The first lot delivered: the order waits for the second.
    await events(first.body.id, dcsa('fwd-8', 'EQUIPMENT', 'DROP', 'ACT', at(-1, '+01:00'), HAMBURG));
    expect((await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.status).toBe('shipped');
    // The supplier records the second lot itself, in RawEx's words.
    const secondDelivered = await vendor.client.post<Recorded>(`/api/shipments/${second.body.id}/events`, [
      { eventId: 'own-1', milestone: 'departed', at: at(-2, 'Z'), place: 'Santos', placeCode: 'BRSSZ' },
      { eventId: 'own-2', milestone: 'delivered', at: at(-0.5, 'Z'), place: 'Hamburg' },
    ]);
    expect(secondDelivered.status).toBe(201);
    expect((await buyer.client.get<Shipment>(`/api/shipments/${second.body.id}`)).body).toMatchObject({
      status: 'delivered',
      arrival: { milestone: 'delivered', classifier: 'actual', lateByHours: null },
    });

    const order = await buyer.client.get<Order>(`/api/orders/${orderId}`);
    expect(order.body.status).toBe('delivered');
    const history = await api.db
      .knex('orderStatusChanges')
      .where({ orderId })
      .orderBy('id')
      .select('toStatus', 'via');
    expect(history.slice(-2)).toEqual([
      { toStatus: 'shipped', via: 'shipment_events' },
      { toStatus: 'delivered', via: 'shipment_events' },
    ]);

    const tracking = await buyer.client.get<Shipment[]>(`/api/orders/${orderId}/shipments`);
    expect(tracking.body.map((shipment) => shipment.status)).toEqual(['delivered', 'delivered']);
    expect(tracking.body[0]!.milestones.find((times) => times.milestone === 'arrived')).toMatchObject({
      actual: null,
      place: 'Hamburg',
    });

    const news = await eventually(
      () => buyer.client.get<Notification[]>('/api/notifications'),
      (answer) => answer.body.some((notice) => notice.title.endsWith('was delivered')),
    );
    expect(news.body.map((notice) => notice.title)).toEqual(
      expect.arrayContaining([
        `Order #${String(orderId).padStart(6, '0')}: departed from Santos`,
        `Order #${String(orderId).padStart(6, '0')} was delivered`,
      ]),
    );
  });

  it('leaves a protected order for its buyer to receive: a supplier’s events do not start the money’s clock', async () => {
    const orderId = await confirmedOrder();
    await recordPaidInFull(vendor, orderId);
    // Protected as a checkout with protection leaves it (the flag the release clock reads).
    await api.db.knex('orders').where({ id: orderId }).update({ protected: true });
    const booked = await vendor.client.post<Shipment>(`/api/orders/${orderId}/shipments`, lot);
    const key = await forwarder();
    const pushed = await key.post<Recorded>(`/api/shipments/${booked.body.id}/events`, [
      dcsa('p-1', 'TRANSPORT', 'DEPA', 'ACT', at(-3), SANTOS),
      dcsa('p-2', 'EQUIPMENT', 'DROP', 'ACT', at(-1), HAMBURG),
    ]);
    expect(pushed.status).toBe(201);
    expect((await buyer.client.get<Shipment>(`/api/shipments/${booked.body.id}`)).body.status).toBe(
      'delivered',
    );
    expect((await buyer.client.get<Order>(`/api/orders/${orderId}`)).body.status).toBe('shipped');
    expect((await buyer.client.patch(`/api/orders/${orderId}`, { status: 'delivered' })).status).toBe(200);
  });

  it('answers bad events clearly and records nothing of them', async () => {
    const orderId = await confirmedOrder();
    const booked = await vendor.client.post<Shipment>(`/api/orders/${orderId}/shipments`, lot);
    const events = (body: unknown, client = vendor.client) =>
      client.post<ProblemBody>(`/api/shipments/${booked.body.id}/events`, body);
    const refused = async (body: unknown, status: number, expected: Record<string, unknown>) => {
      const answer = await events(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body).toMatchObject(expected);
    };

    await refused({ milestone: 'arrived', classifier: 'estimated', at: at(3 * 365 * 24) }, 422, {
      errors: [{ field: 'at', message: 'is more than 366 days ahead: check the date' }],
    });
    await refused({ milestone: 'arrived', at: at(48) }, 422, {
      errors: [{ field: 'at', message: expect.stringContaining('is still to come') }],
    });
    await refused({ milestone: 'loaded', at: '2019-01-01T00:00:00Z' }, 422, {
      errors: [{ field: 'at', message: expect.stringContaining('is before the order was placed') }],
    });
    await refused({ milestone: 'sunk', at: at(-1) }, 422, {
      errors: [{ field: 'milestone', message: expect.stringContaining('must be one of gate_out') }],
    });
    await refused({ milestone: 'loaded', at: '12/01/2026 10:00' }, 422, { errors: [{ field: 'at' }] });
    await refused(dcsa('x-1', 'EQUIPMENT', 'STUF', 'ACT', at(-1), SANTOS), 422, {
      errors: [
        {
          field: 'equipmentEventTypeCode',
          message: 'STUF is not one RawEx follows: one of GTOT, LOAD, DISC, GTIN, DROP',
        },
      ],
    });
    await refused(
      [{ ...dcsa('x-2', 'TRANSPORT', 'DEPA', 'ACT', at(-1), SANTOS), eventType: 'SHIPMENT' }],
      422,
      {
        errors: [
          { field: '0.eventType', message: expect.stringContaining('must be EQUIPMENT or TRANSPORT') },
        ],
      },
    );
    await refused(
      Array.from({ length: 101 }, (_, index) => ({ eventId: `n-${index}`, milestone: 'loaded', at: at(-1) })),
      422,
      { errors: [{ message: expect.stringContaining('at most 100 events') }] },
    );
    await refused(
      [
        { eventId: 'same', milestone: 'loaded', at: at(-1) },
        { eventId: 'same', milestone: 'departed', at: at(-1) },
      ],
      422,
      { errors: [{ message: expect.stringContaining('names an event id twice') }] },
    );
    // Departure before the payment the plan asks for: refused, and the order stays where it was.
    await refused({ eventId: 'early', milestone: 'departed', at: at(-1) }, 409, { code: 'payment_due' });
    expect((await vendor.client.get<Shipment>(`/api/shipments/${booked.body.id}`)).body.events).toEqual([]);

    // Other firms: another supplier's shipment does not exist; its buyer does not record.
    const stranger = await signUp(api, 'vendor');
    expect((await events({ milestone: 'loaded', at: at(-1) }, stranger.client)).status).toBe(404);
    expect((await stranger.client.get(`/api/shipments/${booked.body.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/orders/${orderId}/shipments`)).status).toBe(404);
    expect((await stranger.client.post(`/api/orders/${orderId}/shipments`, lot)).status).toBe(404);
    const byBuyer = await events({ milestone: 'loaded', at: at(-1) }, buyer.client);
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.code).toBe('not_the_shipper');

    // A pending order books nothing; a cancelled one records nothing.
    const pending = await placedOrder();
    const early = await vendor.client.post<ProblemBody>(`/api/orders/${pending}/shipments`, lot);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('This order is pending: confirm it before you book its shipments.');
    expect((await vendor.client.patch(`/api/orders/${orderId}`, { status: 'cancelled' })).status).toBe(200);
    await refused({ milestone: 'loaded', at: at(-1) }, 409, { code: 'order_cancelled' });

    const badLot = await vendor.client.post<ProblemBody>(`/api/orders/${pending}/shipments`, {
      ...lot,
      mode: 'pipeline',
      placeOfLoadingCode: 'XX123',
      equipment: ['MSCU6639871', 'MSCU6639871'],
    });
    expect(badLot.status).toBe(422);
    expect(badLot.body.errors!.map((error) => error.field).sort()).toEqual([
      'equipment',
      'mode',
      'placeOfLoadingCode',
    ]);
  });
});
