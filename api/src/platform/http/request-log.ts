import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { requestScope, type Logger } from '../logger.ts';

/** An id a trusted proxy gave the request: kept if it looks like one. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Names each request (X-Request-Id, answered on every response and logged on every line made
 * while answering it) and logs one line for it: method, path, status, time taken and the user.
 * The query and headers go to the debug level; credentials are redacted by the logger.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const forwarded = ctx.state.viaTrustedProxy ? ctx.get('X-Request-Id') : '';
    const requestId = FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    await requestScope.run({ requestId }, async () => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        const userId: string | undefined = ctx.state.user?.id;
        logger.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms, ...(userId ? { userId } : {}) },
          `${ctx.method} ${ctx.path} ${ctx.status} ${ms} ms`,
        );
        // The query and every header only when asked for: they are long, and may carry what a visitor typed.
        if (logger.isLevelEnabled('debug'))
          logger.debug({ req: { url: ctx.url, headers: ctx.headers } }, 'request');
      }
    });
  };
}
