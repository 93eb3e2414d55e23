import { categoryListSchema, categoryPathSchema, categoryStatisticsSchema } from './categories.contract.ts';
import { defineRoute } from '../platform/http/route.ts';
import { categoryStatistics, listCategories } from './categories.service.ts';

const tag = 'Catalogue';

export const categoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/categories',
    reads: 'replica',
    operationId: 'listCategories',
    summary: 'The category tree, flat: top-level categories (parentId null) first',
    tag,
    access: 'public',
    permission: 'read:categories',
    responses: { 200: { description: 'Every category.', schema: categoryListSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listCategories(db.knex);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/categories/:slug/statistics',
    reads: 'replica',
    operationId: 'getCategoryStatistics',
    summary: 'A category’s figures: products, starting price, suppliers, quantity available',
    description: 'Counts the active products of the category and of its child categories.',
    tag,
    access: 'public',
    permission: 'read:categories',
    params: categoryPathSchema,
    responses: { 200: { description: 'The category and its figures.', schema: categoryStatisticsSchema } },
    errors: { 404: 'Category not found.' },
    async handler(ctx, { params }, { db }) {
      ctx.body = await categoryStatistics(db.knex, params.slug);
    },
  }),
];
