import type { Context } from 'koa';

/** Aborts once the client closes the connection before its answer was sent (it gave up waiting). */
export function whenClientGone(ctx: Context): AbortSignal {
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort();
  });
  return gone.signal;
}
