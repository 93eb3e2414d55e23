import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);

export const categoryPathSchema = z.strictObject({
  slug: z.string().min(1).max(100).meta({ description: 'The category’s slug, e.g. cash-crops.' }),
});

export const categoryStatisticsSchema = z
  .object({
    category: categorySchema,
    totalProducts: z.number().int().meta({ description: 'Active products in it and its children.' }),
    startingPrice: z.string().nullable().meta({
      description: 'The lowest price per unit in `currency`, a decimal string; null when it has no product.',
    }),
    currency: currencyCodeSchema.nullable().meta({
      description:
        'What the starting price is in: the currency most of its products are priced in (prices in different currencies are never compared).',
    }),
    suppliers: z.number().int().meta({ description: 'Distinct vendors selling in it.' }),
    totalAvailable: z.number().int().meta({ description: 'The sum of the available quantities.' }),
  })
  .meta({ id: 'CategoryStatistics' });
export type CategoryStatistics = z.infer<typeof categoryStatisticsSchema>;
