import type { Shipment } from '@rawex/api/contracts';
import {
  MILESTONE_WORDS,
  SHIPMENT_STATUS_LABELS,
  TRANSPORT_DOCUMENTS,
  TRANSPORT_MODE_WORDS,
  type ShipmentStatus,
} from '@rawex/api/contracts/shipment-values';
import { formatDate, pluralize, type ShipmentLot } from '@rawex/ui-kit';

const TONES: Record<ShipmentStatus, ShipmentLot['status']['tone']> = {
  booked: 'neutral',
  in_transit: 'info',
  arrived: 'primary',
  delivered: 'success',
};

/** Against the plan, in days: `3 days late`, `on time`; nothing without a plan. */
function againstPlan(lateByHours: number | null): string {
  if (lateByHours === null) return '';
  const days = Math.round(Math.abs(lateByHours) / 24);
  if (days === 0) return ' · on time';
  return ` · ${pluralize(days, 'day')} ${lateByHours > 0 ? 'late' : 'early'}`;
}

function arrivalOf({ arrival }: Shipment): ShipmentLot['arrival'] {
  if (!arrival) return undefined;
  const word = arrival.milestone === 'delivered' ? 'Delivered' : 'Arrived';
  const when =
    arrival.classifier === 'actual'
      ? `${word} ${formatDate(arrival.expectedAt)}`
      : `${arrival.milestone === 'delivered' ? 'Delivery' : 'Arrival'} expected ${formatDate(arrival.expectedAt)} (${arrival.classifier})`;
  // A plan alone is not measured against itself.
  const lateBy = arrival.classifier === 'planned' ? null : arrival.lateByHours;
  return { text: `${when}${againstPlan(lateBy)}`, late: (lateBy ?? 0) >= 24 };
}

/** A lot as the order's tracking shows it: how it travels, where it stands, each milestone with where or when. */
export function shipmentLot(shipment: Shipment): ShipmentLot {
  const mode = TRANSPORT_MODE_WORDS[shipment.mode];
  const document = shipment.transportDocument.number
    ? ` · ${TRANSPORT_DOCUMENTS[shipment.mode].short} ${shipment.transportDocument.number}`
    : '';
  const count = shipment.equipment.length;
  return {
    id: shipment.id,
    title: `Shipment #${shipment.id}`,
    summary: `${mode.name} · ${shipment.carrier}${document}${count > 0 ? ` · ${pluralize(count, mode.equipment)}` : ''}`,
    route: `${shipment.placeOfLoading} → ${shipment.placeOfDischarge}`,
    status: { label: SHIPMENT_STATUS_LABELS[shipment.status], tone: TONES[shipment.status] },
    arrival: arrivalOf(shipment),
    steps: shipment.milestones.map((times) => {
      const expected = times.estimated ?? times.planned;
      return {
        title: MILESTONE_WORDS[times.milestone],
        reachedAt: times.actual,
        note: times.actual
          ? (times.place ?? undefined)
          : [expected && `Expected ${formatDate(expected)}`, times.place].filter(Boolean).join(' · ') ||
            undefined,
      };
    }),
  };
}
