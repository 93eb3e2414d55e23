import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { amountSchema } from '../payments/payments.contract.ts';

/** A signed amount with two places: negative where money went out. */
const signedAmountSchema = amountSchema;

/** The collection account in one currency by the books and by the bank, side by side. */
const reconciledCurrencySchema = z.object({
  currency: currencyCodeSchema,
  ledgerBalance: signedAmountSchema.meta({
    description: 'The collection bank account’s balance in the settlement ledger.',
  }),
  statement: z
    .object({
      id: z.string(),
      date: z.iso.date(),
      closingBalance: signedAmountSchema,
    })
    .nullable()
    .meta({
      description: 'The newest imported statement’s closing booked balance; none imported yet: null.',
    }),
  difference: signedAmountSchema.nullable().meta({
    description:
      'The statement’s balance less the ledger’s: what the bank holds that the books do not explain (lines waiting for review, or a forged or missing import). Null without a statement.',
  }),
  waiting: z.object({
    lines: z.number().int(),
    amount: signedAmountSchema.meta({ description: 'Their sum: credits less debits.' }),
  }),
});

export const bankReconciliationSchema = z
  .object({
    books: z.array(reconciledCurrencySchema).meta({
      description:
        'One per currency the collection account moved money in, by the ledger or the statements, in alphabetical order: each reconciled on its own.',
    }),
  })
  .meta({ id: 'BankReconciliation' });
export type BankReconciliation = z.infer<typeof bankReconciliationSchema>;

/** A collection-statement line that matched nothing it may change by itself. */
export const reviewLineSchema = z
  .object({
    entry: z
      .string()
      .meta({ description: 'The bank’s reference of the line (or a key made of what it says).' }),
    credit: z.boolean(),
    amount: amountSchema,
    currency: z.string(),
    valueDate: z.iso.date(),
    reference: z.string().nullable(),
    endToEndId: z.string().nullable(),
    payerName: z.string().nullable(),
    counterpartyIban: z.string().nullable(),
    returned: z.boolean().meta({ description: 'The bank marked it a return (RtrInf, or PMNT/ICDT/RRTN).' }),
    payoutId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The payout whose end-to-end id it quotes, if any.' }),
    reason: z.string(),
    importedAt: z.iso.datetime(),
  })
  .meta({ id: 'ReviewLine' });
export const reviewLineListSchema = z.array(reviewLineSchema);
export type ReviewLine = z.infer<typeof reviewLineSchema>;
