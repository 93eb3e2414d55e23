import type { Quote, ResponseRate, Rfq } from '@rawex/api/contracts';
import {
  incotermWithPlace,
  QUOTE_STATUS_LABELS,
  requestedTerms,
  RFQ_STATUS_LABELS,
  type QuoteStatus,
  type RfqStatus,
} from '@rawex/api/contracts/trade-values';
import { describePaymentPlan } from '@rawex/api/contracts/payment-values';
import {
  formatDuration,
  formatPrice,
  formatQuantity,
  formatTimeLeft,
  formatUnitPrice,
  pluralize,
  type BadgeProps,
  type ComparedQuote,
  type RfqCardProps,
} from '@rawex/ui-kit';

/** How the storefront shows requests and quotes: their states' badges, figures and terms. */

type Tone = NonNullable<BadgeProps['tone']>;

const RFQ_TONES: Record<RfqStatus, Tone> = {
  open: 'success',
  awarded: 'info',
  cancelled: 'neutral',
  expired: 'neutral',
};
const QUOTE_TONES: Record<QuoteStatus, Tone> = {
  submitted: 'info',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
  not_selected: 'warning',
};

export const rfqStatusLook = (status: RfqStatus) => ({
  label: RFQ_STATUS_LABELS[status],
  tone: RFQ_TONES[status],
});
export const quoteStatusLook = (status: QuoteStatus) => ({
  label: QUOTE_STATUS_LABELS[status],
  tone: QUOTE_TONES[status],
});

/** `92% answered within a day · median 1 h`, or undefined for a supplier too new to say. */
export function responseRateText(rate: ResponseRate): string | undefined {
  if (!rate) return undefined;
  const share = `${Math.round(rate.answeredWithinDay * 100)}% answered within a day`;
  return rate.medianMinutes === null ? share : `${share} · median ${formatDuration(rate.medianMinutes)}`;
}

/** A request's card, for its buyer (with its quote count) or a supplier (with who asks). */
export function rfqCard(rfq: Rfq, href: string, viewer: 'buyer' | 'supplier'): Omit<RfqCardProps, 'action'> {
  return {
    title: rfq.title,
    href,
    category: rfq.category.name,
    buyer: viewer === 'supplier' ? rfq.buyer.name : undefined,
    quantity: formatQuantity(rfq.quantity, rfq.unit),
    terms: requestedTerms(rfq),
    targetPrice: rfq.targetPrice ? formatUnitPrice(rfq.targetPrice, rfq.currency, rfq.unit) : undefined,
    timeLeft: rfq.status === 'open' ? formatTimeLeft(rfq.expiresAt) : 'Ended',
    status: rfqStatusLook(rfq.status),
    quotes: rfq.quoteCount === null ? undefined : pluralize(rfq.quoteCount, 'quote'),
    direct: viewer === 'supplier' && rfq.vendorId !== null,
  };
}

/** Quotes as the comparison shows them, the lowest live price marked. */
export function comparedQuotes(quotes: readonly Quote[], unit: string): ComparedQuote[] {
  const live = quotes.filter((quote) => quote.status === 'submitted');
  // Prices are compared only in one currency: quotes in several have no lowest.
  const lowest =
    live.length > 1 && new Set(live.map((quote) => quote.currency)).size === 1
      ? Math.min(...live.map((quote) => Number(quote.unitPrice)))
      : undefined;
  return quotes.map((quote) => ({
    id: quote.id,
    supplier: {
      name: quote.vendor.name,
      href: `/vendors/${quote.vendor.id}`,
      isVerified: quote.vendor.isVerified,
      rating: quote.vendor.rating,
      reviewCount: quote.vendor.reviewCount,
      responseRate: responseRateText(quote.vendor.responseRate),
    },
    unitPrice: formatUnitPrice(quote.unitPrice, quote.currency, unit),
    quantity: formatQuantity(quote.quantity, unit),
    total: formatPrice(quote.totalPrice, quote.currency),
    leadTime: pluralize(quote.leadTimeDays, 'day'),
    incoterm: incotermWithPlace(quote.incoterm, quote.incotermPlace),
    validity: quote.status === 'submitted' ? formatTimeLeft(quote.validUntil) : '—',
    status: quoteStatusLook(quote.status),
    notes:
      [
        quote.paymentPlan ? describePaymentPlan(quote.paymentPlan) : null,
        quote.version > 1 ? `Revised ${quote.version - 1}×` : null,
      ]
        .filter(Boolean)
        .join(' · ') || undefined,
    best: lowest !== undefined && quote.status === 'submitted' && Number(quote.unitPrice) === lowest,
  }));
}
