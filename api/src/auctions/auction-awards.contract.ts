import { z } from 'zod';
import { poNumberSchema, protectionChoiceSchema } from '../orders/orders.contract.ts';
import { textSchema, timestampSchema } from '../platform/common.contract.ts';
import { LOT_DECISIONS } from './auction-values.contract.ts';

export const awardLotBodySchema = z
  .strictObject({
    bidId: z
      .number({ error: 'must be the id of a standing bid on the lot' })
      .int('must be the id of a standing bid on the lot')
      .min(1, 'must be the id of a standing bid on the lot')
      .nullable()
      .meta({ description: 'The bid awarded; null: the lot is not awarded (say why).' }),
    reason: textSchema(500).pipe(z.string().min(1, 'cannot be empty')).optional().meta({
      description:
        'Why: required when the lot is not awarded, or awarded to another than the best bid, or beyond a hidden ceiling or reserve.',
    }),
    shippingAddress: textSchema(500)
      .pipe(z.string().min(1, 'cannot be empty'))
      .optional()
      .meta({ description: 'Where the goods go; absent: the lot’s named place.' }),
    poNumber: poNumberSchema.optional().meta({
      description:
        'Reverse only: your firm’s purchase-order number. In a forward auction the order carries the one the winning bid gave.',
    }),
    protection: protectionChoiceSchema.optional(),
  })
  .meta({ id: 'AwardLotRequest' });
export type AwardLotBody = z.output<typeof awardLotBodySchema>;

export const lotDecisionSchema = z
  .object({
    lotId: z.number().int(),
    decision: z.enum(LOT_DECISIONS, { error: `must be one of ${LOT_DECISIONS.join(', ')}` }),
    bidId: z.number().int().nullable(),
    orderId: z.number().int().nullable().meta({ description: 'The order the award placed.' }),
    reason: z.string().nullable(),
    decidedAt: timestampSchema,
  })
  .meta({ id: 'LotDecision' });
export type LotDecisionView = z.infer<typeof lotDecisionSchema>;
