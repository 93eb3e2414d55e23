import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';

/** One line per request: method, path, status and time taken; credentials are redacted by the logger. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          req: { method: ctx.method, url: ctx.url, headers: ctx.headers },
          res: { status: ctx.status },
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  };
}
