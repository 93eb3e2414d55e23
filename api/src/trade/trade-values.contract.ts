/**
 * The terms of trade as plain values with no schema library, so the storefront offers exactly what
 * the API takes: Incoterms, the states of requests and quotes, and their limits.
 */

import { formatAmount } from '@rawex/format';
import { fromCents } from '../payments/money.contract.ts';
import { incotermWithPlace, namesDestination, type Incoterm } from '../catalogue/incoterms.contract.ts';

export {
  INCOTERMS,
  INCOTERM_CODES,
  INCOTERM_OPTIONS,
  INCOTERM_RULES,
  UN_LOCODE_PATTERN,
  incotermWithPlace,
  namesDestination,
  type Incoterm,
  type NamedPlace,
} from '../catalogue/incoterms.contract.ts';
export { deliveryTermsOf, type DeliveryTerms } from '../catalogue/delivery-terms.contract.ts';

/**
 * A request's terms in a line: `FOB Santos to Hamburg`; `CIF Hamburg` for the C and D rules, whose
 * named place is where the goods go.
 */
export function requestedTerms(request: {
  incoterm: Incoterm;
  incotermPlace: string;
  destination: string;
}): string {
  const terms = incotermWithPlace(request.incoterm, request.incotermPlace);
  return namesDestination(request.incoterm) ? terms : `${terms} to ${request.destination}`;
}

/** A request for quotation: open until its buyer awards or cancels it, or its time passes. */
export const RFQ_STATUSES = ['open', 'awarded', 'cancelled', 'expired'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

/** A quote: submitted (and revisable) until someone decides, or its validity passes. */
export const QUOTE_STATUSES = [
  'submitted',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'not_selected',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  submitted: 'Submitted',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  not_selected: 'Not selected',
};

export const RFQ_STATUS_LABELS: Record<RfqStatus, string> = {
  open: 'Open',
  awarded: 'Awarded',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

export const RFQ_LIMITS = {
  /** How soon and how late a request may close. */
  minExpiryHours: 1,
  maxExpiryDays: 90,
  maxQuotes: 50,
  defaultMaxQuotes: 10,
  maxSpecifications: 20,
  maxLeadTimeDays: 365,
  /** Versions a quote may gain in an hour: each one tells its buyer. */
  maxRevisionsPerHour: 10,
  /**
   * What one account may send that reaches other people (a public request tells every supplier
   * of its category): open requests at once, requests and new conversations in 24 hours, and
   * messages in a minute.
   */
  maxOpenRequests: 50,
  maxRequestsPerDay: 30,
  maxNewConversationsPerDay: 50,
  maxMessagesPerMinute: 20,
  /** A quote's total (unit price × quantity), in cents: at most what an order's line holds. */
  maxQuoteTotalCents: 9_999_999_999,
  maxMessageLength: 5000,
  maxAttachments: 5,
} as const;

/** Why a quote's quantity is refused when its total would not fit one order (after the field's name). */
export const QUOTE_TOTAL_TOO_LARGE = `makes a total above ${formatAmount(fromCents(BigInt(RFQ_LIMITS.maxQuoteTotalCents)))}, the most one order may be: quote a smaller quantity`;
