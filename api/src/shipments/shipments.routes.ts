import { MEMBERS_WHO } from '../platform/actor.ts';
import { defineRoute } from '../platform/http/route.ts';
import { orderPathSchema } from '../orders/orders.contract.ts';
import {
  createShipmentBodySchema,
  recordedEventsSchema,
  recordEventsBodySchema,
  shipmentListSchema,
  shipmentPathSchema,
  shipmentSchema,
} from './shipments.contract.ts';
import { createShipment, getShipment, listShipments } from './shipments.service.ts';
import { recordShipmentEvents } from './shipment-tracking.service.ts';
import {
  DCSA_CLASSIFIERS,
  DCSA_EVENT_CODES,
  EVENTS_PER_REQUEST,
  EVENT_HORIZON,
  SHIPMENT_MILESTONES,
} from './shipment-values.contract.ts';

const tag = 'Shipments';

const dcsaCodes = Object.entries({ ...DCSA_EVENT_CODES.EQUIPMENT, ...DCSA_EVENT_CODES.TRANSPORT })
  .map(([code, milestone]) => `${code} → ${milestone}`)
  .join(', ');

const eventsDescription = `One event or up to ${EVENTS_PER_REQUEST}, each either in RawEx's words
(\`milestone\`: ${SHIPMENT_MILESTONES.join(', ')}; \`classifier\`: planned, estimated or actual) or as a DCSA Track &
Trace 2.2 equipment or transport event, as a carrier or forwarder sends it (${dcsaCodes}; classifiers
${Object.keys(DCSA_CLASSIFIERS).join(', ')}). Times keep the offset they are given in. Each event is recorded once by its id:
sent again it is answered among \`duplicates\` and left as it was; another event under an id already used is
refused (409 event_id_reused) and nothing of the request is recorded. Events may come in any order. The first
actual departure (or any later milestone) of a lot ships the order; when every lot is delivered, so is the order.
An actual time may not be ahead of now by more than ${EVENT_HORIZON.clockSkewMinutes} minutes, a planned or estimated one by more than
${EVENT_HORIZON.aheadDays} days, and none may be before the order was placed. The supplier calls it signed in or
with a key allowed write:shipments, which it may give its carrier or forwarder: that key records events and
nothing else.`;

export const shipmentRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders/:id/shipments',
    operationId: 'createShipment',
    summary: 'Book a lot of an order: how it travels, with whom, from where to where',
    description:
      'An order ships in one or more lots. Only its supplier books them, once the order is confirmed and until it is delivered.',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.moveOrders,
    params: orderPathSchema,
    body: { type: 'json', schema: createShipmentBodySchema },
    responses: { 201: { description: 'The lot, booked.', schema: shipmentSchema } },
    errors: {
      403: 'You are the order’s buyer: its supplier books its shipments.',
      404: 'Order not found (or not yours).',
      409: 'The order is pending, delivered or cancelled.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await createShipment(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id/shipments',
    operationId: 'listShipments',
    summary: 'An order’s lots, each with its events, where it stands and when it arrives',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: orderPathSchema,
    responses: { 200: { description: 'Oldest first.', schema: shipmentListSchema } },
    errors: { 404: 'Order not found (or not yours).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await listShipments(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/shipments/:id',
    operationId: 'getShipment',
    summary: 'One lot, with its events, where it stands and when it arrives',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: shipmentPathSchema,
    responses: { 200: { description: 'The lot.', schema: shipmentSchema } },
    errors: { 404: 'Shipment not found (or not of an order of yours).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getShipment(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/shipments/:id/events',
    operationId: 'recordShipmentEvents',
    summary: 'Record a lot’s events: yours, or a carrier’s or forwarder’s DCSA Track & Trace events',
    description: eventsDescription,
    tag,
    access: 'signed-in',
    permission: 'write:shipments',
    companyRoles: MEMBERS_WHO.moveOrders,
    params: shipmentPathSchema,
    body: { type: 'json', schema: recordEventsBodySchema },
    responses: {
      201: {
        description:
          'Something new was recorded: the ids, and where the lot stands now (its events at GET /api/shipments/{id}).',
        schema: recordedEventsSchema,
      },
      200: { description: 'Every event had been recorded before.', schema: recordedEventsSchema },
    },
    errors: {
      403: 'You are the order’s buyer: its supplier records its events.',
      404: 'Shipment not found (or not of an order of yours).',
      409: 'An event id already names another event, the order is cancelled, or (at departure) its payment is due first.',
    },
    async handler(ctx, { params, body, user }, { db }) {
      const outcome = await recordShipmentEvents(db.knex, user, params.id, body);
      ctx.status = outcome.recorded.length > 0 ? 201 : 200;
      ctx.body = outcome;
    },
  }),
];
