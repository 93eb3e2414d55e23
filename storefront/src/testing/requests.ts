import { rfqDetailSchema, type Quote, type RfqDetail } from '@rawex/api/contracts';
import { http, HttpResponse } from 'msw';
import { buyer } from './handlers';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A submitted quote on request 41, from the supplier `vendorId` (one of its own, unless told). */
export const quote = (
  id: number,
  vendorName: string,
  unitPrice: string,
  vendorId = `supplier-${id}`,
): Quote => ({
  id,
  rfqId: 41,
  status: 'submitted',
  version: 1,
  unitPrice,
  currency: 'USD',
  quantity: 20_000,
  totalPrice: (Number(unitPrice) * 20_000).toFixed(2),
  validUntil: inHours(40),
  leadTimeDays: 21,
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  incotermPlaceCode: 'DEHAM',
  paymentPlan: null,
  notes: null,
  vendor: {
    id: vendorId,
    name: vendorName,
    location: 'Cusco, Peru',
    isVerified: true,
    rating: 4.6,
    reviewCount: 12,
    responseRate: { conversations: 12, answeredWithinDay: 0.92, medianMinutes: 95 },
  },
  product: { id: id + 1000, name: 'Washed arabica', unit: 'kg', images: [] },
  orderId: null,
  createdAt: inHours(-2),
  updatedAt: inHours(-2),
  history: [],
});

/** The buyer's open request with two competing quotes, as the API answers it (checked against its contract). */
export const request: RfqDetail = rfqDetailSchema.parse({
  id: 41,
  buyer: { id: buyer.id, name: 'Hamburg Roasters GmbH', location: 'Hamburg, Germany' },
  vendorId: null,
  category: { id: 1, name: 'Cash Crops', slug: 'cash-crops' },
  title: 'Green arabica, screen 16+, 20 t',
  description: 'Crop 2026, in jute bags.',
  quantity: 20_000,
  unit: 'kg',
  targetPrice: '3.80',
  currency: 'USD',
  incoterm: 'CIF',
  incotermPlace: 'Hamburg',
  incotermPlaceCode: 'DEHAM',
  destination: 'Port of Hamburg',
  neededBy: null,
  expiresAt: inHours(70),
  maxQuotes: 5,
  specifications: {},
  status: 'open',
  acceptingQuotes: true,
  quoteCount: 2,
  awardedQuoteId: null,
  createdAt: inHours(-3),
  quotes: [quote(101, 'Andes Growers', '3.95'), quote(102, 'Kivu Highlands Coop', '3.72')],
});

/** `GET /api/rfqs/{id}` answering `rfq`. */
export const answering = (rfq: RfqDetail) => http.get(`*/api/rfqs/${rfq.id}`, () => HttpResponse.json(rfq));
