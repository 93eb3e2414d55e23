import Router from '@koa/router';
import Koa from 'koa';
import { AppError } from './errors/index.ts';
import { errorHandler } from './middleware/error-handler.ts';
import { categoriesRouter } from './routes/categories.ts';
import { healthRouter } from './routes/health.ts';
import type { RouteContext } from './routes/route-context.ts';
import { uploadsRouter } from './routes/uploads.ts';

export function createApp(context: RouteContext): Koa {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === 'true' });
  app.use(errorHandler(context.logger));

  const api = new Router({ prefix: '/api' });
  for (const resource of [healthRouter, categoriesRouter]) {
    api.use(resource(context).routes());
  }
  app.use(api.routes());
  app.use(
    api.allowedMethods({
      throw: true,
      notImplemented: () =>
        new AppError({
          status: 501,
          code: 'method_not_implemented',
          title: 'Not Implemented',
          detail: 'The API does not implement this HTTP method.',
        }),
      methodNotAllowed: () =>
        new AppError({
          status: 405,
          code: 'method_not_allowed',
          title: 'Method Not Allowed',
          detail: 'This path does not accept this method; the Allow header lists the ones it does.',
        }),
    }),
  );
  app.use(uploadsRouter(context).routes());

  app.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      throw new AppError({
        status: 404,
        code: 'route_not_found',
        title: 'Not Found',
        detail: `There is no API path ${ctx.path}. The reference is at /api/docs.`,
      });
    }
  });
  return app;
}
