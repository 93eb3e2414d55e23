import Router from '@koa/router';
import { listCategories } from '../services/categories.ts';
import type { RouteContext } from './route-context.ts';

export function categoriesRouter({ db }: RouteContext): Router {
  const router = new Router();
  router.get('/categories', async (ctx) => {
    ctx.body = await listCategories(db.knex);
  });
  return router;
}
