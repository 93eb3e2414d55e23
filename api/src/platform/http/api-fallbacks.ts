import type { Middleware } from 'koa';
import { AppError } from '../errors/index.ts';

const unmatched: Record<number, (path: string) => AppError> = {
  404: (path) =>
    new AppError({
      status: 404,
      code: 'route_not_found',
      title: 'Not Found',
      detail: `There is no API path ${path}. The reference is at /api/docs.`,
    }),
  405: () =>
    new AppError({
      status: 405,
      code: 'method_not_allowed',
      title: 'Method Not Allowed',
      detail: 'This path does not accept this method; the Allow header lists the ones it does.',
    }),
  501: () =>
    new AppError({
      status: 501,
      code: 'method_not_implemented',
      title: 'Not Implemented',
      detail: 'The API does not implement this HTTP method.',
    }),
};

/**
 * Answers what no route answered under /api — an unknown path, or a method the path does not
 * take (the router has already set `Allow`) — as a problem, like every other error.
 */
export function apiFallbacks(): Middleware {
  return async (ctx, next) => {
    await next();
    const problem = unmatched[ctx.status];
    if (problem && ctx.body == null && ctx.path.startsWith('/api/')) throw problem(ctx.path);
  };
}
