import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';
import {
  BALANCE_DUE_EVENTS,
  INVOICE_MOMENTS,
  MAX_DOCUMENTS_SILENCE_DAYS,
} from './payment-values.contract.ts';

export { describePaymentPlan, type PaymentPlan } from './payment-values.contract.ts';

const invoiceAt = z.enum(INVOICE_MOMENTS).default('shipment').meta({
  description: 'When the invoice is issued: at the order’s confirmation or at its shipment (the default).',
});

const note = textSchema(500).min(1, 'must not be empty: leave it out').optional().meta({
  description:
    'Terms in the supplier’s words, printed after the plan on the pro-forma and invoice; the plan decides what is due.',
  example: 'Against a letter of credit at sight',
});

/** What every kind of plan may carry. */
const common = { invoiceAt, note };

/**
 * How an order is paid, as structured terms: all of it before shipment, a deposit and then the
 * balance, or on net terms after the invoice or the delivery.
 */
export const paymentPlanSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('prepayment'), ...common }),
    z
      .strictObject({
        kind: z.literal('deposit'),
        depositPercent: z.number().int().min(1, 'must be at least 1').max(99, 'must be at most 99'),
        balanceDue: z.enum(BALANCE_DUE_EVENTS),
        documentsSilenceDays: z
          .number()
          .int()
          .min(1, 'must be at least 1 day')
          .max(MAX_DOCUMENTS_SILENCE_DAYS, `must be at most ${MAX_DOCUMENTS_SILENCE_DAYS} days`)
          .optional()
          .meta({
            description:
              'With a balance due against documents: the days after every document is presented that the buyer’s silence counts as acceptance. Without it, only the buyer’s acceptance makes the balance due.',
            example: 10,
          }),
        ...common,
      })
      .refine((plan) => plan.documentsSilenceDays === undefined || plan.balanceDue === 'against_documents', {
        path: ['documentsSilenceDays'],
        message: 'is for a balance due against documents only',
      }),
    z.strictObject({
      kind: z.literal('net'),
      days: z.number().int().min(1, 'must be at least 1 day').max(180, 'must be at most 180 days'),
      from: z.enum(['invoice', 'delivery']),
      ...common,
    }),
  ])
  .meta({
    id: 'PaymentPlan',
    example: { kind: 'deposit', depositPercent: 30, balanceDue: 'before_shipment', invoiceAt: 'shipment' },
  });
