import { marketTrendsSchema } from '../contracts/market.ts';
import { defineRoute } from '../http/route.ts';
import { marketTrends } from '../services/market.ts';

export const marketRoutes = [
  defineRoute({
    method: 'get',
    path: '/market/trends',
    operationId: 'getMarketTrends',
    summary: 'Market Trends: per top-level category, prices by unit, products, suppliers and new listings',
    description:
      'Counted over the active products of each top-level category and its children. Prices compare only within a unit, so each category lists the median, lowest and highest price of every unit it sells in, the most listed first; new listings are products created in the last 30 days.',
    tag: 'Catalogue',
    access: 'public',
    permission: 'read:products',
    responses: { 200: { description: 'The figures.', schema: marketTrendsSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await marketTrends(db.knex);
    },
  }),
];
