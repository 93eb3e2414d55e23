import { z } from 'zod';
import { priceTierSchema } from './products.contract.ts';

/** The quantity a buyer asks a price for, in the product's own unit. */
export const productPriceQuerySchema = z.strictObject({
  quantity: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000_000, 'must be at most 1,000,000,000'),
});

/** What a quantity of a product costs, as a cart line would price it. */
export const productPriceSchema = z
  .object({
    productId: z.number().int(),
    quantity: z.number().int().meta({
      description: 'The quantity priced: the one asked for, or the minimum order when that is larger.',
    }),
    unitPrice: z.string().meta({
      description: 'The price per unit at this quantity: its rung of the price ladder, or the base price.',
      example: '3.90',
    }),
    lineTotal: z.string().meta({ description: 'unitPrice × quantity.', example: '1950.00' }),
    tier: priceTierSchema.nullable().meta({
      description: 'The rung of the ladder this quantity reaches; null: the base price applies.',
    }),
    nextTier: priceTierSchema.nullable().meta({
      description: 'The next rung up, when there is one: order minQuantity for its price.',
    }),
  })
  .meta({ id: 'ProductPrice' });
export type ProductPrice = z.infer<typeof productPriceSchema>;
