import { marketSummarySchema, marketTrendsSchema } from './market.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { marketSummary, marketTrends } from './market.service.ts';
import { FIGURES_MAX_AGE_SECONDS, sharedFigures } from '../platform/database/shared-figures.ts';

export const marketRoutes = [
  defineRoute({
    method: 'get',
    path: '/market/trends',
    reads: 'replica',
    operationId: 'getMarketTrends',
    summary: 'Market Trends: per top-level category, prices by unit, products, suppliers and new listings',
    description:
      'Counted over the active products of each top-level category and its children. Prices compare only within a unit, so each category lists the median, lowest and highest price of every unit it sells in, the most listed first; new listings are products created in the last 30 days. Computed at most once a minute for everyone: generatedAt says when.',
    tag: 'Catalogue',
    access: 'public',
    permission: 'read:products',
    responses: { 200: { description: 'The figures.', schema: marketTrendsSchema } },
    async handler(ctx, _input, { db, primary }) {
      // Kept, under its lock, on the primary; computed on the replica when this read is on it.
      ctx.body = await sharedFigures(
        (primary ?? db).knex,
        'market-trends',
        FIGURES_MAX_AGE_SECONDS,
        marketTrends,
        {
          readFrom: primary && db.knex,
        },
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/market/summary',
    reads: 'replica',
    operationId: 'getMarketSummary',
    summary:
      'The market in a few figures: verified suppliers and their mean rating, listings and their growth',
    description:
      'Counted when asked: the verified suppliers and the mean of their ratings, the active products and those listed in the last 30 days, and how much that grew the catalogue.',
    tag: 'Catalogue',
    access: 'public',
    permission: 'read:products',
    responses: { 200: { description: 'The figures.', schema: marketSummarySchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await marketSummary(db.knex);
    },
  }),
];
