import { z } from 'zod';
import { categorySchema } from './categories.ts';

/** Market Trends: figures per top-level category, over its own and its children's active products. */

export const unitPricesSchema = z
  .object({
    unit: z.string(),
    products: z.number().int(),
    median: z.string().meta({ description: 'Median price per unit, US dollars as a decimal string.' }),
    lowest: z.string(),
    highest: z.string(),
  })
  .meta({ id: 'UnitPrices' });

export const categoryTrendSchema = z
  .object({
    category: categorySchema,
    activeProducts: z.number().int(),
    suppliers: z.number().int(),
    newListings30Days: z.number().int().meta({ description: 'Products listed in the last 30 days.' }),
    /** Prices only compare within a unit: one row per unit, the most listed first. */
    prices: z.array(unitPricesSchema),
  })
  .meta({ id: 'CategoryTrend' });

export const marketTrendsSchema = z
  .object({
    generatedAt: z.iso.datetime({ offset: true }),
    categories: z.array(categoryTrendSchema),
  })
  .meta({ id: 'MarketTrends' });

export type MarketTrends = z.output<typeof marketTrendsSchema>;
export type CategoryTrend = z.output<typeof categoryTrendSchema>;
