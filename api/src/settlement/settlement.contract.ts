import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { attachmentSchema, attachmentsBodySchema } from '../media/attachments.contract.ts';
import {
  documentContentSchema,
  partySchema,
  vatCurrencySchema,
} from '../payments/order-documents.contract.ts';
import { amountSchema, positiveAmountSchema } from '../payments/payments.contract.ts';
import {
  integerIdSchema,
  paginationQuerySchema,
  textSchema,
  timestampSchema,
} from '../platform/common.contract.ts';
import {
  ACCOUNT_KINDS,
  COMMISSION_SCOPES,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_RESPONSES,
  DISPUTE_STATUSES,
  ENTRY_KINDS,
  PROTECTION_MILESTONES,
  PAYOUT_STATUSES,
} from './settlement-values.contract.ts';

export * from './settlement-values.contract.ts';

const percentSchema = z
  .number({ error: 'must be a number' })
  .min(0, 'cannot be negative')
  .max(100, 'can be at most 100')
  .refine((percent) => Number.isInteger(percent * 100), 'can have at most two decimal places');

const calendarDate = z.iso.date({ error: 'must be a date like 2027-01-01' });

/** A commission rule: a percentage of each order line, held between a minimum and a cap. */
export const commissionRuleSchema = z
  .object({
    id: z.number().int(),
    scope: z.enum(COMMISSION_SCOPES),
    categoryId: z.number().int().nullable(),
    vendorId: z.string().nullable(),
    percent: z.string().meta({ example: '2.50' }),
    currency: currencyCodeSchema.nullable().meta({
      description:
        'The currency of its minimum and cap, and of the orders it applies to; null: a percentage alone, in every currency.',
    }),
    minimum: amountSchema.meta({ description: 'The least a line pays.' }),
    cap: amountSchema.nullable().meta({ description: 'The most a line pays; none: no cap.' }),
    effectiveFrom: calendarDate,
    createdAt: timestampSchema,
  })
  .meta({ id: 'CommissionRule' });
export type CommissionRule = z.infer<typeof commissionRuleSchema>;
export const commissionRuleListSchema = z.array(commissionRuleSchema);

export const commissionRuleBodySchema = z
  .strictObject({
    scope: z.enum(COMMISSION_SCOPES),
    categoryId: z.number().int().positive().optional(),
    vendorId: z.string().min(1).max(64).optional(),
    percent: percentSchema,
    currency: currencyCodeSchema.optional().meta({
      description:
        'Required with a minimum or a cap (amounts in it): the rule then applies to orders in this currency only.',
    }),
    minimum: positiveAmountSchema.or(z.literal('0')).optional(),
    cap: positiveAmountSchema.optional(),
    effectiveFrom: calendarDate.refine(
      (date) => date >= new Date().toISOString().slice(0, 10),
      'cannot be in the past: a rule changes nothing already placed',
    ),
  })
  .superRefine((body, context) => {
    if (body.scope === 'category' && body.categoryId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['categoryId'],
        message: 'is required for a category’s rule',
      });
    if (body.scope === 'vendor' && body.vendorId === undefined)
      context.addIssue({
        code: 'custom',
        path: ['vendorId'],
        message: 'is required for a supplier’s rule',
      });
    if (body.scope !== 'category' && body.categoryId !== undefined)
      context.addIssue({ code: 'custom', path: ['categoryId'], message: 'is only for a category’s rule' });
    if (body.scope !== 'vendor' && body.vendorId !== undefined)
      context.addIssue({ code: 'custom', path: ['vendorId'], message: 'is only for a supplier’s rule' });
    if (body.currency === undefined && (Number(body.minimum ?? 0) > 0 || body.cap !== undefined))
      context.addIssue({
        code: 'custom',
        path: ['currency'],
        message: 'is required with a minimum or a cap: they are amounts in it',
      });
    if (body.cap !== undefined && body.minimum !== undefined && Number(body.cap) < Number(body.minimum))
      context.addIssue({ code: 'custom', path: ['cap'], message: 'cannot be below the minimum' });
  });
export type CommissionRuleBody = z.output<typeof commissionRuleBodySchema>;
export const commissionRulePathSchema = z.strictObject({ id: integerIdSchema });

/** The operator's collection account: where protected orders are paid. */
export const protectionSettingsSchema = z
  .object({
    available: z.boolean().meta({ description: 'Whether buyers may choose protection now.' }),
    collectionAccount: z.object({ accountHolder: z.string(), iban: z.string(), bic: z.string() }).nullable(),
    source: z
      .enum(['setting', 'environment'])
      .nullable()
      .meta({ description: 'Set by an administrator, or by RAWEX_PROTECTION_IBAN, _BIC and _HOLDER.' }),
    windowDays: z.number().int().meta({ description: 'Days after receipt a buyer may open a dispute.' }),
    changeHeldUntil: timestampSchema.nullable().meta({
      description:
        'Until when an administrator’s change to another collection account is held: documents say it changed, and any administrator may put the previous one back.',
    }),
    previousAccount: z
      .object({ accountHolder: z.string(), iban: z.string(), bic: z.string() })
      .nullable()
      .meta({ description: 'The account a held change replaced.' }),
  })
  .meta({ id: 'ProtectionSettings' });
export type ProtectionSettings = z.infer<typeof protectionSettingsSchema>;

export const orderProtectionBodySchema = z.strictObject({ protected: z.literal(true) });

export const trialBalanceSchema = z
  .object({
    books: z
      .array(
        z.object({
          currency: currencyCodeSchema,
          accounts: z.array(
            z.object({
              kind: z.enum(ACCOUNT_KINDS),
              name: z.string(),
              companyId: z.string().nullable(),
              companyName: z.string().nullable(),
              debits: amountSchema,
              credits: amountSchema,
              balance: amountSchema.meta({
                description: 'Debits less credits: positive is a debit balance.',
              }),
            }),
          ),
          debits: amountSchema,
          credits: amountSchema,
          difference: amountSchema.meta({
            description: 'Debits less credits over every account: always 0.00.',
          }),
        }),
      )
      .meta({
        description:
          'The books of each currency money moved in, in alphabetical order: each balances on its own, and none is converted into another.',
      }),
  })
  .meta({ id: 'TrialBalance' });
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

export const ledgerEntriesSchema = z
  .object({
    balances: z
      .array(z.object({ currency: currencyCodeSchema, balance: amountSchema }))
      .meta({ description: 'What is owed to the company now, in each currency it is owed in.' }),
    lines: z.array(
      z.object({
        entryId: z.number().int(),
        kind: z.enum(ENTRY_KINDS),
        memo: z.string(),
        orderId: z.number().int().nullable(),
        postedAt: timestampSchema,
        account: z.enum(ACCOUNT_KINDS),
        currency: currencyCodeSchema,
        amount: amountSchema.meta({ description: 'Owed to the company: positive raises it.' }),
        balance: amountSchema.meta({ description: 'What is owed after it, in its currency.' }),
      }),
    ),
  })
  .meta({ id: 'LedgerEntries' });
export type LedgerEntries = z.infer<typeof ledgerEntriesSchema>;

/** Files a dispute or one of its messages carries as evidence. */
export const MAX_EVIDENCE_FILES = 10;

export const openDisputeBodySchema = z.strictObject({
  reason: z.enum(DISPUTE_REASONS),
  claimedAmount: positiveAmountSchema,
  description: textSchema(4000).pipe(
    z.string().min(10, 'must be at least 10 characters: say what went wrong'),
  ),
  attachments: attachmentsBodySchema(MAX_EVIDENCE_FILES),
});
export type OpenDisputeBody = z.output<typeof openDisputeBodySchema>;

export const answerDisputeBodySchema = z
  .strictObject({
    response: z.enum(DISPUTE_RESPONSES),
    offeredAmount: positiveAmountSchema.optional(),
    note: textSchema(4000).pipe(z.string().min(1, 'is required')),
  })
  .superRefine((body, context) => {
    if (body.response === 'partial' && body.offeredAmount === undefined)
      context.addIssue({
        code: 'custom',
        path: ['offeredAmount'],
        message: 'is required with a partial offer',
      });
    if (body.response !== 'partial' && body.offeredAmount !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['offeredAmount'],
        message: 'goes only with a partial offer',
      });
  });
export type AnswerDisputeBody = z.output<typeof answerDisputeBodySchema>;

export const decideDisputeBodySchema = z
  .strictObject({
    outcome: z.enum(DISPUTE_OUTCOMES),
    refundAmount: positiveAmountSchema.optional(),
    note: textSchema(4000).pipe(z.string().min(1, 'is required: the parties read why')),
  })
  .superRefine((body, context) => {
    if (body.outcome === 'partial_refund' && body.refundAmount === undefined)
      context.addIssue({
        code: 'custom',
        path: ['refundAmount'],
        message: 'is required with a partial refund',
      });
    if (body.outcome !== 'partial_refund' && body.refundAmount !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['refundAmount'],
        message: 'goes only with a partial refund',
      });
  });
export type DecideDisputeBody = z.output<typeof decideDisputeBodySchema>;

export const disputeMessageBodySchema = z.strictObject({
  body: textSchema(4000).pipe(z.string().min(1, 'is required')),
  attachments: attachmentsBodySchema(MAX_EVIDENCE_FILES),
});
export type DisputeMessageBody = z.output<typeof disputeMessageBodySchema>;

export const disputeMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(['buyer', 'supplier', 'administrator', 'system']),
  authorName: z.string().nullable(),
  body: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: timestampSchema,
});

export const disputeSchema = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    buyerName: z.string().meta({ description: 'The buying firm, by the name it trades under.' }),
    vendorName: z.string().meta({ description: 'The supplier, by the name it trades under.' }),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.enum(DISPUTE_REASONS),
    currency: currencyCodeSchema.meta({ description: 'The order’s: every amount of the dispute is in it.' }),
    claimedAmount: amountSchema,
    description: z.string(),
    response: z.enum(DISPUTE_RESPONSES).nullable(),
    offeredAmount: amountSchema.nullable(),
    outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
    refundAmount: amountSchema.nullable(),
    decisionNote: z.string().nullable(),
    creditNoteId: z.number().int().nullable(),
    held: amountSchema.meta({ description: 'What the order has in protection now.' }),
    openedAt: timestampSchema,
    answerBy: timestampSchema.meta({ description: 'When the supplier’s 3 days to answer run out.' }),
    buyerMayEscalateFrom: timestampSchema,
    escalatesItselfAt: timestampSchema,
    answeredAt: timestampSchema.nullable(),
    escalatedAt: timestampSchema.nullable(),
    escalatedByClock: z.boolean().nullable(),
    decidedAt: timestampSchema.nullable(),
    messages: z.array(disputeMessageSchema),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeListSchema = z.array(disputeSchema.omit({ messages: true }));
export const disputePathSchema = z.strictObject({ id: integerIdSchema });
export const disputeListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(DISPUTE_STATUSES).optional(),
});

export const payoutSchema = z
  .object({
    id: z.number().int(),
    batchId: z.number().int(),
    payeeId: z.string(),
    payeeName: z.string().nullable(),
    accountKind: z.enum(['supplier_payable', 'refunds_payable']),
    amount: amountSchema,
    currency: z.string(),
    endToEndId: z.string(),
    iban: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    createdAt: timestampSchema,
    settledAt: timestampSchema.nullable(),
  })
  .meta({ id: 'Payout' });
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.array(payoutSchema);

export const payoutBatchBodySchema = z.strictObject({
  currency: currencyCodeSchema.meta({
    description: 'What is owed in this currency is paid: a batch, and its pain.001 file, is in one.',
  }),
  minimumAmount: positiveAmountSchema.meta({ description: 'Payables below this wait for the next batch.' }),
});
export const payoutBatchSchema = z
  .object({
    id: z.number().int(),
    messageId: z.string(),
    currency: z.string(),
    total: amountSchema,
    createdAt: timestampSchema,
    painUrl: z.string().meta({ description: 'The pain.001 credit-transfer file to upload to the bank.' }),
    payouts: payoutListSchema,
    skipped: z.array(
      z.object({
        payeeId: z.string(),
        payeeName: z.string().nullable(),
        amount: amountSchema,
        reason: z.string(),
      }),
    ),
  })
  .meta({ id: 'PayoutBatch' });
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchPathSchema = z.strictObject({ id: integerIdSchema });

export const collectionImportSchema = z
  .object({
    lines: z.number().int(),
    held: z.number().int().meta({ description: 'Credits matched to protected orders, now held for them.' }),
    payoutsPaid: z.number().int(),
    payoutsReturned: z.number().int(),
    waiting: z.number().int().meta({ description: 'Lines that matched nothing, kept with the reason.' }),
    alreadyImported: z.number().int(),
  })
  .meta({ id: 'CollectionImport' });
export type CollectionImport = z.infer<typeof collectionImportSchema>;

/** A protected order as `/escrow` shows it. */
export const protectedOrderSchema = z
  .object({
    orderId: z.number().int(),
    counterparty: z.string(),
    side: z.enum(['buyer', 'supplier']),
    status: z.enum(['pending', 'funded', 'released', 'disputed', 'cancelled', 'refunded']),
    currency: z.string(),
    amount: amountSchema.meta({ description: 'The order’s total.' }),
    held: amountSchema,
    released: amountSchema,
    refunded: amountSchema,
    commission: amountSchema.meta({
      description: 'The marketplace’s commission, frozen when it was placed.',
    }),
    milestones: z.array(
      z.object({ name: z.enum(PROTECTION_MILESTONES), reachedAt: timestampSchema.nullable() }),
    ),
    releasesAt: timestampSchema
      .nullable()
      .meta({ description: 'When the protection window closes and the money is released, once received.' }),
    disputeId: z.number().int().nullable(),
  })
  .meta({ id: 'ProtectedOrder' });
export type ProtectedOrder = z.infer<typeof protectedOrderSchema>;
export const protectedOrderListSchema = z.array(protectedOrderSchema);

const billingMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-11')
  .refine((month) => month < new Date().toISOString().slice(0, 7), 'must be a month that has ended');

export const commissionInvoiceBodySchema = z.strictObject({ month: billingMonth });

/** The operator's invoice of a month's commission to one supplier, with the orders it charges. */
export const commissionInvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: 'COM-2026-000001' }),
    vendorId: z.string(),
    vendorName: z.string().nullable(),
    month: z.string().meta({ example: '2026-11' }),
    issuedAt: timestampSchema,
    currency: z.string(),
    net: amountSchema.meta({ description: 'The commission of the month’s orders.' }),
    vatPercent: z.string(),
    vat: amountSchema,
    total: amountSchema,
    deducted: amountSchema.meta({ description: 'Already taken from protected orders’ releases.' }),
    due: amountSchema.meta({ description: 'What the supplier pays the operator.' }),
    lines: z.array(
      z.object({
        orderId: z.number().int(),
        receivedAt: timestampSchema,
        orderTotal: amountSchema,
        commission: amountSchema,
        protected: z.boolean(),
        deducted: amountSchema,
      }),
    ),
    issuer: partySchema.meta({ description: 'The operator, as the invoice names it.' }),
    recipient: partySchema.meta({ description: 'The supplier, as it was when the invoice was issued.' }),
    paymentAccount: documentContentSchema.shape.bankAccount.meta({
      description: 'Where to pay what is due: the operator’s collection account, when one was set.',
    }),
    vatCurrency: vatCurrencySchema.nullable(),
    pdfUrl: z.string().meta({ description: 'The invoice as a PDF.' }),
    xmlUrl: z.string().meta({ description: 'The invoice as a UBL 2.1 e-invoice (Peppol BIS Billing 3.0).' }),
  })
  .meta({ id: 'CommissionInvoice' });
export type CommissionInvoice = z.infer<typeof commissionInvoiceSchema>;
export const commissionInvoiceListSchema = z.array(commissionInvoiceSchema.omit({ lines: true }));
export const commissionInvoicePathSchema = z.strictObject({ id: integerIdSchema });
