import { z } from 'zod';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { incotermPlaceCodeSchema } from '../trade/incoterm-places.contract.ts';
import {
  DCSA_CLASSIFIERS,
  DCSA_EVENT_CODES,
  EVENT_CLASSIFIERS,
  EVENT_SOURCES,
  EVENTS_PER_REQUEST,
  SHIPMENT_MILESTONES,
  SHIPMENT_STATUSES,
  type EventSource,
} from './shipment-values.contract.ts';
import { TRANSPORT_MODES } from '../catalogue/trade-document-values.contract.ts';

export const shipmentPathSchema = z.object({ id: integerIdSchema });

const placeSchema = (description: string, example: string) =>
  textSchema(120)
    .pipe(z.string().min(2, 'must name the place, such as Santos or Hamburg'))
    .meta({ description, example });
const placeCodeSchema = (description: string, example: string) =>
  incotermPlaceCodeSchema.meta({ description, example });

/** A container's, wagon's or unit load device's number. */
const equipmentReferenceSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{2,19}$/, 'must be a container, wagon or ULD number: 3 to 20 letters and digits')
  .meta({ example: 'MSCU6639871' });

export const createShipmentBodySchema = z.strictObject({
  mode: z.enum(TRANSPORT_MODES, { error: `must be one of ${TRANSPORT_MODES.join(', ')}` }),
  carrier: textSchema(120)
    .pipe(z.string().min(2, 'must name the carrier'))
    .meta({ description: 'The shipping line, airline, haulier or railway.', example: 'MSC' }),
  transportDocumentNumber: textSchema(60)
    .pipe(z.string().min(3, 'must be the transport document’s number'))
    .optional()
    .meta({
      description: 'The bill of lading, air waybill or consignment note’s number, once issued.',
      example: 'MEDUSS123456',
    }),
  equipment: z
    .array(equipmentReferenceSchema)
    .max(500, 'can list at most 500 containers or wagons')
    .refine((all) => new Set(all).size === all.length, 'names a container or wagon twice')
    .default([])
    .meta({ description: 'The containers or wagons the lot travels in.' }),
  placeOfLoading: placeSchema('Where the lot is loaded: a port, airport, station or depot.', 'Santos'),
  placeOfLoadingCode: placeCodeSchema('The place of loading’s UN/LOCODE.', 'BRSSZ').optional(),
  placeOfDischarge: placeSchema('Where it is discharged.', 'Hamburg'),
  placeOfDischargeCode: placeCodeSchema('The place of discharge’s UN/LOCODE.', 'DEHAM').optional(),
});
export type CreateShipmentBody = z.output<typeof createShipmentBodySchema>;

const eventIdSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(100, 'must be at most 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII with no spaces, as the sender’s own id');

/** A time as its sender gave it, with its UTC offset: kept as given. */
const eventTimeSchema = timestampSchema.meta({
  description: 'When, with the UTC offset where it happens (or Z).',
  example: '2027-01-12T08:30:00-03:00',
});

/** An event in RawEx's words. */
export const shipmentEventBodySchema = z
  .strictObject({
    eventId: eventIdSchema.optional().meta({
      description:
        'Your id for the event: sent again, it is recorded once. Without one, each request records a new event.',
    }),
    milestone: z.enum(SHIPMENT_MILESTONES, {
      error: `must be one of ${SHIPMENT_MILESTONES.join(', ')}`,
    }),
    classifier: z
      .enum(EVENT_CLASSIFIERS, { error: `must be one of ${EVENT_CLASSIFIERS.join(', ')}` })
      .default('actual'),
    at: eventTimeSchema,
    place: textSchema(120).optional(),
    placeCode: placeCodeSchema('The place’s UN/LOCODE.', 'DEHAM').optional(),
    equipmentReference: equipmentReferenceSchema.optional(),
    issuedAt: timestampSchema.optional().meta({
      description: 'When the sender issued it: of two estimates, the one issued last counts (default: now).',
    }),
  })
  .transform((event) => ({ ...event, source: 'supplier' as EventSource }))
  .meta({ title: 'ShipmentEventInput' });

const dcsaCodes = (type: keyof typeof DCSA_EVENT_CODES) => Object.keys(DCSA_EVENT_CODES[type]).join(', ');
const dcsaLocationSchema = z.looseObject({
  locationName: textSchema(120).optional(),
  UNLocationCode: placeCodeSchema('The place’s UN/LOCODE.', 'DEHAM').optional(),
});

/**
 * An equipment or transport event as DCSA Track & Trace 2.2 sends it; the fields RawEx does not
 * follow are accepted and left aside.
 */
const dcsaEventSchema = z
  .looseObject({
    eventID: eventIdSchema,
    eventType: z.enum(['EQUIPMENT', 'TRANSPORT'], {
      error: 'must be EQUIPMENT or TRANSPORT: RawEx follows where goods are, not shipment (document) events',
    }),
    eventClassifierCode: z.enum(['PLN', 'EST', 'ACT'], { error: 'must be PLN, EST or ACT' }),
    eventDateTime: eventTimeSchema,
    eventCreatedDateTime: timestampSchema.optional(),
    equipmentEventTypeCode: z.string().optional(),
    transportEventTypeCode: z.string().optional(),
    equipmentReference: equipmentReferenceSchema.optional(),
    eventLocation: dcsaLocationSchema.optional(),
    transportCall: z
      .looseObject({
        UNLocationCode: dcsaLocationSchema.shape.UNLocationCode,
        location: dcsaLocationSchema.optional(),
      })
      .optional(),
  })
  .superRefine((event, context) => {
    const [field, codes] =
      event.eventType === 'EQUIPMENT'
        ? (['equipmentEventTypeCode', DCSA_EVENT_CODES.EQUIPMENT] as const)
        : (['transportEventTypeCode', DCSA_EVENT_CODES.TRANSPORT] as const);
    if (!codes[event[field] ?? '']) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `${event[field] === undefined ? 'is required' : `${event[field]} is not one RawEx follows`}: one of ${dcsaCodes(event.eventType)}`,
      });
    }
  })
  .transform((event) => {
    const code =
      event.eventType === 'EQUIPMENT' ? event.equipmentEventTypeCode : event.transportEventTypeCode;
    const location = event.eventLocation ?? event.transportCall?.location;
    return {
      eventId: event.eventID,
      milestone: DCSA_EVENT_CODES[event.eventType][code!]!,
      classifier: DCSA_CLASSIFIERS[event.eventClassifierCode],
      at: event.eventDateTime,
      place: location?.locationName,
      placeCode: location?.UNLocationCode ?? event.transportCall?.UNLocationCode,
      equipmentReference: event.equipmentReference,
      issuedAt: event.eventCreatedDateTime,
      source: 'dcsa' as EventSource,
    };
  })
  .meta({ title: 'DcsaEvent' });

const shipmentEventInputSchema = z.union([shipmentEventBodySchema, dcsaEventSchema]);
export type ShipmentEventInput = z.output<typeof shipmentEventInputSchema>;

/** One event or a batch of them, in RawEx's words or as DCSA events, mixed as they come. */
export const recordEventsBodySchema = z
  .union([
    z
      .array(shipmentEventInputSchema)
      .min(1, 'must hold an event')
      .max(
        EVENTS_PER_REQUEST,
        `can hold at most ${EVENTS_PER_REQUEST} events: send the rest in another request`,
      ),
    shipmentEventInputSchema.transform((event) => [event]),
  ])
  .refine((events) => {
    const ids = events.flatMap((event) => event.eventId ?? []);
    return new Set(ids).size === ids.length;
  }, 'names an event id twice: each event once');

export const shipmentEventSchema = z
  .object({
    eventId: z.string(),
    milestone: z.enum(SHIPMENT_MILESTONES),
    classifier: z.enum(EVENT_CLASSIFIERS),
    at: z.string().meta({ description: 'When, with the offset it was given in.' }),
    place: z.string().nullable(),
    placeCode: z.string().nullable(),
    equipmentReference: z.string().nullable(),
    source: z.enum(EVENT_SOURCES),
    issuedAt: timestampSchema,
    recordedAt: timestampSchema,
  })
  .meta({ id: 'ShipmentEvent' });
export type ShipmentEvent = z.output<typeof shipmentEventSchema>;

const milestoneTimesSchema = z.object({
  milestone: z.enum(SHIPMENT_MILESTONES),
  planned: z.string().nullable(),
  estimated: z.string().nullable().meta({ description: 'The estimate issued last.' }),
  actual: z.string().nullable().meta({ description: 'The latest actual time.' }),
  place: z.string().nullable(),
});
export type MilestoneTimes = z.output<typeof milestoneTimesSchema>;

export const shipmentSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    mode: z.enum(TRANSPORT_MODES),
    carrier: z.string(),
    transportDocument: z.object({
      name: z.string().meta({ example: 'bill of lading' }),
      number: z.string().nullable(),
    }),
    equipment: z.array(z.string()),
    placeOfLoading: z.string(),
    placeOfLoadingCode: z.string().nullable(),
    placeOfDischarge: z.string(),
    placeOfDischargeCode: z.string().nullable(),
    status: z.enum(SHIPMENT_STATUSES),
    milestones: z
      .array(milestoneTimesSchema)
      .meta({ description: 'The milestones told of so far, in route order.' }),
    arrival: z
      .object({
        milestone: z.enum(['arrived', 'delivered']),
        expectedAt: z.string().meta({
          description: 'The actual time once it happened, else the latest estimate, else the plan.',
        }),
        classifier: z.enum(EVENT_CLASSIFIERS),
        lateByHours: z
          .number()
          .int()
          .nullable()
          .meta({ description: 'Against the plan: positive late, negative early; null without a plan.' }),
      })
      .nullable(),
    events: z.array(shipmentEventSchema).meta({ description: 'By time.' }),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.output<typeof shipmentSchema>;

export const shipmentListSchema = z.array(shipmentSchema);

export const recordedEventsSchema = z.object({
  recorded: z.array(z.string()).meta({ description: 'The ids of the events recorded now.' }),
  duplicates: z
    .array(z.string())
    .meta({ description: 'The ids of events recorded before: left as they were.' }),
});
