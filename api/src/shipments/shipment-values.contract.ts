/**
 * A shipment's words as plain values with no schema library, so the storefront and the CLI can
 * name them: each way of travelling (`TRANSPORT_MODES`, kept with the trade documents) in words,
 * its transport document, the milestones a lot passes in DCSA Track & Trace's vocabulary, and how
 * sure a time is.
 */

import type { TransportMode } from '../catalogue/trade-document-values.contract.ts';

/** Each mode as people read it, and what its goods travel in. */
export const TRANSPORT_MODE_WORDS: Record<TransportMode, { name: string; equipment: string }> = {
  sea: { name: 'Sea', equipment: 'container' },
  air: { name: 'Air', equipment: 'unit load device' },
  road: { name: 'Road', equipment: 'trailer' },
  rail: { name: 'Rail', equipment: 'wagon' },
};

/** The transport document each mode travels on, and what its number is called. */
export const TRANSPORT_DOCUMENTS: Record<TransportMode, { name: string; short: string }> = {
  sea: { name: 'bill of lading', short: 'B/L' },
  air: { name: 'air waybill', short: 'AWB' },
  road: { name: 'CMR consignment note', short: 'CMR' },
  rail: { name: 'CIM consignment note', short: 'CIM' },
};

/**
 * The milestones of a lot, in the order it passes them: gated out of the origin depot, loaded,
 * departed, arrived, discharged, gated in at the destination, delivered to the consignee.
 */
export const SHIPMENT_MILESTONES = [
  'gate_out',
  'loaded',
  'departed',
  'arrived',
  'discharged',
  'gate_in',
  'delivered',
] as const;
export type ShipmentMilestone = (typeof SHIPMENT_MILESTONES)[number];

/** Each milestone as people read it. */
export const MILESTONE_WORDS: Record<ShipmentMilestone, string> = {
  gate_out: 'Gated out',
  loaded: 'Loaded',
  departed: 'Departed',
  arrived: 'Arrived',
  discharged: 'Discharged',
  gate_in: 'Gated in',
  delivered: 'Delivered',
};

/** How sure a time is: planned (the schedule), estimated (the latest forecast), actual (it happened). */
export const EVENT_CLASSIFIERS = ['planned', 'estimated', 'actual'] as const;
export type EventClassifier = (typeof EVENT_CLASSIFIERS)[number];

/** Who told of an event: the supplier in RawEx's words, or a carrier or forwarder as a DCSA event. */
export const EVENT_SOURCES = ['supplier', 'dcsa'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/** Where a lot stands: not yet moving, on its way, arrived at its destination, delivered. */
export const SHIPMENT_STATUSES = ['booked', 'in_transit', 'arrived', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  booked: 'Booked',
  in_transit: 'In transit',
  arrived: 'Arrived',
  delivered: 'Delivered',
};

/** The milestone from which a lot is on its way: the order counts as shipped at the first one. */
export const DEPARTURE: ShipmentMilestone = 'departed';

/** The milestones from which a lot has left: the first of them, actual, ships the order. */
export const DEPARTED_OR_FURTHER: readonly ShipmentMilestone[] = SHIPMENT_MILESTONES.slice(
  SHIPMENT_MILESTONES.indexOf(DEPARTURE),
);

/** Whether an event may move its order: an actual departure or anything after it. */
export const mayMoveTheOrder = (event: { milestone: ShipmentMilestone; classifier: EventClassifier }) =>
  event.classifier === 'actual' && DEPARTED_OR_FURTHER.includes(event.milestone);

/** Where a lot stands once `milestone` is its furthest actual one. */
export function shipmentStatusAt(milestone: ShipmentMilestone | null): ShipmentStatus {
  if (milestone === null) return 'booked';
  const rank = SHIPMENT_MILESTONES.indexOf(milestone);
  if (milestone === 'delivered') return 'delivered';
  if (rank >= SHIPMENT_MILESTONES.indexOf('arrived')) return 'arrived';
  return rank >= SHIPMENT_MILESTONES.indexOf(DEPARTURE) ? 'in_transit' : 'booked';
}

/** DCSA Track & Trace's codes for the milestones RawEx follows (equipment and transport events). */
export const DCSA_EVENT_CODES: Record<
  'EQUIPMENT' | 'TRANSPORT',
  Partial<Record<string, ShipmentMilestone>>
> = {
  EQUIPMENT: { GTOT: 'gate_out', LOAD: 'loaded', DISC: 'discharged', GTIN: 'gate_in', DROP: 'delivered' },
  TRANSPORT: { DEPA: 'departed', ARRI: 'arrived' },
};

/** DCSA's classifier codes. */
export const DCSA_CLASSIFIERS: Record<'PLN' | 'EST' | 'ACT', EventClassifier> = {
  PLN: 'planned',
  EST: 'estimated',
  ACT: 'actual',
};

/** Events one request may carry: a forwarder's batch. */
export const EVENTS_PER_REQUEST = 100;

/** How far ahead a plan or an estimate may look, and how far a clock may run ahead of ours. */
export const EVENT_HORIZON = { aheadDays: 366, clockSkewMinutes: 10 } as const;
