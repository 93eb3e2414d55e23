import type { Shipment } from '@rawex/api/contracts';
import { describe, expect, it } from 'vitest';
import { shipmentLot } from './shipment-lots';

const atSea: Shipment = {
  id: 12,
  orderId: 42,
  mode: 'sea',
  carrier: 'MSC',
  transportDocument: { name: 'bill of lading', number: 'MEDUSS123456' },
  equipment: ['MSCU6639871', 'MSCU7012344'],
  placeOfLoading: 'Santos',
  placeOfLoadingCode: 'BRSSZ',
  placeOfDischarge: 'Hamburg',
  placeOfDischargeCode: 'DEHAM',
  status: 'in_transit',
  milestones: [
    {
      milestone: 'departed',
      planned: null,
      estimated: null,
      actual: '2026-12-03T09:00:00-03:00',
      place: 'Santos',
    },
    {
      milestone: 'arrived',
      planned: '2026-12-21T08:00:00+01:00',
      estimated: '2026-12-24T08:00:00+01:00',
      actual: null,
      place: 'Hamburg',
    },
  ],
  arrival: {
    milestone: 'arrived',
    expectedAt: '2026-12-24T08:00:00+01:00',
    classifier: 'estimated',
    lateByHours: 72,
  },
  events: [],
  createdAt: '2026-12-01T09:00:00.000Z',
};

describe('a lot as the tracking shows it', () => {
  it('says how it travels, where it is and how late it runs', () => {
    expect(shipmentLot(atSea)).toEqual({
      id: 12,
      title: 'Shipment #12',
      summary: 'Sea · MSC · B/L MEDUSS123456 · 2 containers',
      route: 'Santos → Hamburg',
      status: { label: 'In transit', tone: 'info' },
      arrival: { text: 'Arrival expected Dec 24, 2026 (estimated) · 3 days late', late: true },
      steps: [
        { title: 'Departed', reachedAt: '2026-12-03T09:00:00-03:00', note: 'Santos' },
        { title: 'Arrived', reachedAt: null, note: 'Expected Dec 24, 2026 · Hamburg' },
      ],
    });
  });

  it('says when a delivered lot arrived, and that a lot on plan is on time', () => {
    const lot = shipmentLot({
      ...atSea,
      mode: 'road',
      transportDocument: { name: 'CMR consignment note', number: null },
      equipment: [],
      status: 'delivered',
      arrival: {
        milestone: 'delivered',
        expectedAt: '2026-12-20T10:00:00Z',
        classifier: 'actual',
        lateByHours: 5,
      },
    });
    expect(lot.summary).toBe('Road · MSC');
    expect(lot.status).toEqual({ label: 'Delivered', tone: 'success' });
    expect(lot.arrival).toEqual({ text: 'Delivered Dec 20, 2026 · on time', late: false });
    const planned = shipmentLot({
      ...atSea,
      arrival: {
        milestone: 'arrived',
        expectedAt: '2026-12-21T08:00:00+01:00',
        classifier: 'planned',
        lateByHours: 0,
      },
    });
    expect(planned.arrival).toEqual({ text: 'Arrival expected Dec 21, 2026 (planned)', late: false });
  });
});
