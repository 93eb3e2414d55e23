import { z } from 'zod';
import { textSchema } from '../platform/common.contract.ts';
import { positiveAmountSchema } from './payments.contract.ts';

/** A supplier's credit note after shipment: for part of the invoice, with the reason it prints. */
export const creditNoteBodySchema = z.strictObject({
  amount: positiveAmountSchema.meta({
    description: 'In the order’s currency: at most what its invoice has not been credited yet.',
    example: '250.00',
  }),
  reason: textSchema(200)
    .pipe(z.string().min(3, 'must say what the credit is for'))
    .meta({ description: 'Printed as the credit note’s line.', example: 'Short delivery: 12 bags' }),
});
export type CreditNoteBody = z.output<typeof creditNoteBodySchema>;
