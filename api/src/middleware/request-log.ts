import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { requestScope, type Logger } from '../logger.ts';

/** An id a trusted proxy gave the request: kept if it looks like one. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Names each request (X-Request-Id, answered on every response and logged on every line made
 * while answering it) and logs one line for it: method, path, status and time taken.
 * Credentials are redacted by the logger.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const forwarded = ctx.app.proxy ? ctx.get('X-Request-Id') : '';
    const requestId = FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    await requestScope.run({ requestId }, async () => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        logger.info(
          {
            req: { method: ctx.method, url: ctx.url, headers: ctx.headers },
            res: { status: ctx.status },
            ms,
          },
          `${ctx.method} ${ctx.url} ${ctx.status} ${ms} ms`,
        );
      }
    });
  };
}
