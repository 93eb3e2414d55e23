import { atOffset } from './event-times.ts';
import type { MilestoneTimes, Shipment, ShipmentEvent } from './shipments.contract.ts';
import {
  SHIPMENT_MILESTONES,
  TRANSPORT_DOCUMENTS,
  shipmentStatusAt,
  type EventClassifier,
  type EventSource,
  type ShipmentMilestone,
} from './shipment-values.contract.ts';
import type { TransportMode } from '../catalogue/trade-document-values.contract.ts';

/** What counts of a lot's events, for a milestone and classifier (`COUNTED_EVENTS`). */
interface CountedRow {
  milestone: ShipmentMilestone;
  classifier: EventClassifier;
  occurredAt: string;
  offsetMinutes: number;
  place: string | null;
}

/** An event as the shipments' statement gathers it. */
interface EventRow {
  eventId: string;
  milestone: ShipmentMilestone;
  classifier: EventClassifier;
  occurredAt: string;
  offsetMinutes: number;
  place: string | null;
  placeCode: string | null;
  equipmentReference: string | null;
  source: EventSource;
  issuedAt: string;
  recordedAt: string;
}

export interface ShipmentRow {
  id: number;
  orderId: number;
  mode: TransportMode;
  carrier: string;
  transportDocumentNumber: string | null;
  equipment: string[];
  placeOfLoading: string;
  placeOfLoadingCode: string | null;
  placeOfDischarge: string;
  placeOfDischargeCode: string | null;
  createdAt: Date;
  counted: CountedRow[];
  events: EventRow[];
}

const HOUR = 3_600_000;
const instant = (event: Pick<EventRow, 'occurredAt'>) => new Date(event.occurredAt).getTime();
const written = (event: Pick<EventRow, 'occurredAt' | 'offsetMinutes'>) =>
  atOffset(new Date(event.occurredAt), event.offsetMinutes);

/**
 * Where a lot stands, worked out from what counts of its events (whatever order they came in):
 * each milestone's planned, estimated and actual time; the status its furthest actual milestone
 * gives; and when it arrives (delivered if anyone told of delivery, else arrived) against the plan.
 */
export function shipmentView(row: ShipmentRow): Shipment {
  const events: ShipmentEvent[] = row.events.map((event) => ({
    eventId: event.eventId,
    milestone: event.milestone,
    classifier: event.classifier,
    at: written(event),
    place: event.place,
    placeCode: event.placeCode,
    equipmentReference: event.equipmentReference,
    source: event.source,
    issuedAt: new Date(event.issuedAt).toISOString(),
    recordedAt: new Date(event.recordedAt).toISOString(),
  }));
  const byMilestone = SHIPMENT_MILESTONES.map((milestone) => {
    const of = (classifier: EventClassifier) =>
      row.counted.find((counted) => counted.milestone === milestone && counted.classifier === classifier);
    return { milestone, planned: of('planned'), estimated: of('estimated'), actual: of('actual') };
  }).filter((times) => times.planned ?? times.estimated ?? times.actual);

  const milestones: MilestoneTimes[] = byMilestone.map(({ milestone, planned, estimated, actual }) => ({
    milestone,
    planned: planned ? written(planned) : null,
    estimated: estimated ? written(estimated) : null,
    actual: actual ? written(actual) : null,
    place: (actual ?? estimated ?? planned)?.place ?? null,
  }));
  const furthest = byMilestone.filter((times) => times.actual).at(-1)?.milestone ?? null;
  const target =
    byMilestone.find((times) => times.milestone === 'delivered') ??
    byMilestone.find((times) => times.milestone === 'arrived');
  const expected = target && (target.actual ?? target.estimated ?? target.planned);

  return {
    id: row.id,
    orderId: row.orderId,
    mode: row.mode,
    carrier: row.carrier,
    transportDocument: { name: TRANSPORT_DOCUMENTS[row.mode].name, number: row.transportDocumentNumber },
    equipment: row.equipment,
    placeOfLoading: row.placeOfLoading,
    placeOfLoadingCode: row.placeOfLoadingCode,
    placeOfDischarge: row.placeOfDischarge,
    placeOfDischargeCode: row.placeOfDischargeCode,
    status: shipmentStatusAt(furthest),
    milestones,
    arrival:
      target && expected
        ? {
            milestone: target.milestone as 'arrived' | 'delivered',
            expectedAt: written(expected),
            classifier: expected.classifier,
            lateByHours: target.planned
              ? Math.round((instant(expected) - instant(target.planned)) / HOUR)
              : null,
          }
        : null,
    events,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
