import Router from '@koa/router';
import Koa from 'koa';
import { apiFallbacks } from './middleware/api-fallbacks.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { categoriesRouter } from './routes/categories.ts';
import { healthRouter } from './routes/health.ts';
import type { RouteContext } from './routes/route-context.ts';
import { uploadsRouter } from './routes/uploads.ts';

export function createApp(context: RouteContext): Koa {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === 'true' });
  app.use(errorHandler(context.logger));
  app.use(apiFallbacks());

  const api = new Router({ prefix: '/api' });
  for (const resource of [healthRouter, categoriesRouter]) {
    api.use(resource(context).routes());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(uploadsRouter(context).routes());

  return app;
}
