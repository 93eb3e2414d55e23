import { z } from 'zod';

/** When the balance of a deposit order falls due. */
export const BALANCE_DUE_EVENTS = ['before_shipment', 'against_documents', 'on_delivery'] as const;
export type BalanceDueEvent = (typeof BALANCE_DUE_EVENTS)[number];

/** When the invoice is issued: at shipment unless the plan says at confirmation. */
export const INVOICE_MOMENTS = ['confirmation', 'shipment'] as const;

const invoiceAt = z.enum(INVOICE_MOMENTS).default('shipment').meta({
  description: 'When the invoice is issued: at the order’s confirmation or at its shipment (the default).',
});

/**
 * How an order is paid, as structured terms: all of it before shipment, a deposit and then the
 * balance, or on net terms after the invoice or the delivery.
 */
export const paymentPlanSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('prepayment'), invoiceAt }),
    z.strictObject({
      kind: z.literal('deposit'),
      depositPercent: z.number().int().min(1, 'must be at least 1').max(99, 'must be at most 99'),
      balanceDue: z.enum(BALANCE_DUE_EVENTS),
      invoiceAt,
    }),
    z.strictObject({
      kind: z.literal('net'),
      days: z.number().int().min(1, 'must be at least 1 day').max(180, 'must be at most 180 days'),
      from: z.enum(['invoice', 'delivery']),
      invoiceAt,
    }),
  ])
  .meta({
    id: 'PaymentPlan',
    example: { kind: 'deposit', depositPercent: 30, balanceDue: 'before_shipment', invoiceAt: 'shipment' },
  });
export type PaymentPlan = z.output<typeof paymentPlanSchema>;

const BALANCE_DUE_WORDS: Record<BalanceDueEvent, string> = {
  before_shipment: 'before shipment',
  against_documents: 'against shipping documents',
  on_delivery: 'on delivery',
};

/** The plan in words, as documents and emails show it: "30% deposit, balance before shipment". */
export function describePaymentPlan(plan: PaymentPlan): string {
  switch (plan.kind) {
    case 'prepayment':
      return 'Payment in full before shipment';
    case 'deposit':
      return `${plan.depositPercent}% deposit, balance ${BALANCE_DUE_WORDS[plan.balanceDue]}`;
    case 'net':
      return `Net ${plan.days} days after ${plan.from}`;
  }
}
