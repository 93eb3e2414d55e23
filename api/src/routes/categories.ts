import { categoryListSchema } from '../contracts/categories.ts';
import { defineRoute } from '../http/route.ts';
import { listCategories } from '../services/categories.ts';

export const categoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/categories',
    operationId: 'listCategories',
    summary: 'The category tree, flat: top-level categories (parentId null) first',
    tag: 'Catalogue',
    access: 'public',
    permission: 'read:categories',
    responses: { 200: { description: 'Every category.', schema: categoryListSchema } },
    async handler(ctx, _input, { db }) {
      ctx.body = await listCategories(db.knex);
    },
  }),
];
