import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
} from '../platform/common.contract.ts';

import { withCents } from './money.contract.ts';
import { payToSchema } from './order-documents.contract.ts';
import { PAYMENT_STATES } from './payment-values.contract.ts';

export { PAYMENT_STATES, type PaymentState } from './payment-values.contract.ts';

export const PAYMENT_METHODS = ['bank_transfer', 'letter_of_credit', 'other'] as const;

export const amountSchema = z.string().meta({ example: '1350.00' });
/** A positive amount as people write it ("1350", "1350.5"), answered with its two places. */
export const positiveAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount like 1350.00')
  .refine((amount) => Number(amount) > 0, 'must be more than 0')
  .transform(withCents);

/** What an order's payments come to against its terms. */
export const orderPaymentSchema = z
  .object({
    state: z.enum(PAYMENT_STATES),
    paid: amountSchema,
    outstanding: amountSchema,
    overpaid: amountSchema.meta({
      description: 'Received beyond the total: kept and shown, to settle with the buyer.',
    }),
    depositDue: amountSchema.nullable().meta({ description: 'With a deposit plan: its deposit.' }),
    dueBeforeShipment: amountSchema.meta({
      description:
        'What must have arrived before the order ships, as its plan says: the whole total under prepayment or a balance due before shipment, the deposit when the balance falls due later, 0.00 under net terms.',
    }),
    readyToShip: z.boolean().meta({
      description: 'Whether dueBeforeShipment has arrived: the supplier may mark it shipped (409 otherwise).',
    }),
    payTo: payToSchema.nullable().meta({
      description:
        'Where to pay, as the order’s latest pro-forma or invoice says (the collection account for a protected order); null before the first.',
    }),
    dueDate: z.iso.date().nullable().meta({
      description: 'When the invoice falls due; null before it, or while the plan waits on shipment.',
    }),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const paymentSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int().nullable().meta({ description: 'Null while it waits to be assigned.' }),
    amount: amountSchema,
    currency: z.string(),
    valueDate: z.iso.date(),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string().nullable(),
    payerName: z.string().nullable(),
    source: z.enum(['manual', 'statement']),
    proofUrl: z.string().nullable(),
    unmatchedReason: z.string().nullable().meta({ description: 'Why an imported line found no order.' }),
    recordedAt: timestampSchema,
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);

export const recordPaymentBodySchema = z
  .strictObject({
    orderId: integerIdSchema,
    amount: positiveAmountSchema,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'must be three letters, like USD'),
    valueDate: z.iso.date({ error: 'must be a date like 2026-12-01' }),
    method: z.enum(PAYMENT_METHODS),
    reference: textSchema(140).optional(),
    proofUrl: z
      .string()
      .regex(
        /^\/api\/documents\/[a-f0-9]{32}\.(pdf|png|jpg)$/,
        'must be a document you uploaded (POST /api/upload/document)',
      )
      .optional(),
  })
  .meta({ id: 'RecordPaymentRequest' });
export type RecordPaymentBody = z.output<typeof recordPaymentBodySchema>;

export const assignPaymentBodySchema = z.strictObject({ orderId: integerIdSchema });
export const paymentPathSchema = z.strictObject({ id: integerIdSchema });

export const paymentListQuerySchema = paginationQuerySchema.extend({
  waiting: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .meta({ description: 'true: only the lines that found no order, to assign.' }),
});

const columnName = textSchema(100).pipe(z.string().min(1, 'cannot be empty'));

/** Which columns of a CSV statement hold what (their header names). */
export const csvColumnsSchema = z.strictObject({
  entry: columnName.meta({
    description: 'The bank’s id of each line: a second import of the file keeps one.',
  }),
  amount: columnName.meta({ description: 'Positive for money in, negative for money out.' }),
  valueDate: columnName,
  currency: columnName.optional(),
  defaultCurrency: z
    .string()
    .length(3)
    .toUpperCase()
    .optional()
    .meta({ description: 'Without a currency column.' }),
  reference: columnName
    .optional()
    .meta({ description: 'The payer’s words, where an RF reference is looked for.' }),
  payerName: columnName.optional(),
});
export type CsvColumns = z.output<typeof csvColumnsSchema>;

export const statementQuerySchema = z
  .strictObject({
    format: z.enum(['camt', 'csv']).optional().meta({ description: 'Read from the file when not given.' }),
    entryColumn: columnName.optional(),
    amountColumn: columnName.optional(),
    valueDateColumn: columnName.optional(),
    currencyColumn: columnName.optional(),
    defaultCurrency: z.string().length(3).toUpperCase().optional(),
    referenceColumn: columnName.optional(),
    payerNameColumn: columnName.optional(),
  })
  .meta({ description: 'For a CSV statement, the header of each column.' });
export type StatementQuery = z.output<typeof statementQuerySchema>;

export const statementImportSchema = z
  .object({
    lines: z.number().int().meta({ description: 'Lines read (credits and debits).' }),
    credits: z.number().int(),
    matched: z.number().int().meta({ description: 'Payments matched to an order.' }),
    waiting: z
      .number()
      .int()
      .meta({ description: 'Payments that found no order: GET /api/payments?waiting=true.' }),
    alreadyImported: z.number().int().meta({ description: 'Lines of an earlier import, left as they were.' }),
  })
  .meta({ id: 'StatementImport' });
export type StatementImport = z.infer<typeof statementImportSchema>;

const agingSchema = z.object({
  current: amountSchema.meta({ description: 'Not due yet, or due today.' }),
  days0to30: amountSchema,
  days31to60: amountSchema,
  days61to90: amountSchema,
  over90: amountSchema,
});

export const receivablesSchema = z
  .object({
    totals: z
      .array(
        z.object({
          currency: currencyCodeSchema,
          open: amountSchema.meta({ description: 'Outstanding on every order not yet paid in full.' }),
          overdue: amountSchema,
          aging: agingSchema.meta({ description: 'What is overdue, by days past its due date.' }),
        }),
      )
      .meta({
        description: 'One per currency the orders are in, in alphabetical order: never added across.',
      }),
    orders: z.array(
      z.object({
        orderId: z.number().int(),
        counterparty: z.string(),
        total: amountSchema,
        currency: currencyCodeSchema,
        payment: orderPaymentSchema,
        dueDate: z.iso.date().nullable(),
        daysOverdue: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'Receivables' });
export type Receivables = z.infer<typeof receivablesSchema>;
