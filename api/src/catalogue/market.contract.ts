import { z } from 'zod';
import { currencyCodeSchema } from '../currencies/fx-rates.contract.ts';
import { categorySchema } from './categories.contract.ts';

/** Market Trends: figures per top-level category, over its own and its children's active products. */

export const unitPricesSchema = z
  .object({
    unit: z.string(),
    currency: currencyCodeSchema.meta({ description: 'What its prices are in.' }),
    products: z.number().int(),
    median: z.string().meta({ description: 'Median price per unit in `currency`, a decimal string.' }),
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
    /** Prices only compare within a unit and a currency: one row per both, the most listed first. */
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

/** The market's figures the home page, the trading bar and /vendors show: counted, never written in. */
export const marketSummarySchema = z
  .object({
    verifiedSuppliers: z.number().int(),
    supplierCountries: z.number().int().meta({
      description: 'The countries verified suppliers are in: what follows the last comma of their location.',
    }),
    supplierRating: z.string().nullable().meta({
      description:
        'The mean of the verified suppliers’ ratings (1–5, one decimal); null while none is rated.',
      example: '4.4',
    }),
    ratedSuppliers: z.number().int().meta({ description: 'The verified suppliers that have a rating.' }),
    activeProducts: z.number().int(),
    newListings30Days: z.number().int().meta({ description: 'Active products listed in the last 30 days.' }),
    listingGrowthPercent: z.number().nullable().meta({
      description:
        'How much the active catalogue grew in the last 30 days, in percent of what was listed before them (one decimal); null when nothing was listed before.',
      example: 3.2,
    }),
  })
  .meta({ id: 'MarketSummary' });

export type MarketSummary = z.output<typeof marketSummarySchema>;
