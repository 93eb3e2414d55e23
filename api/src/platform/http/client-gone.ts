import type { Context } from 'koa';
import { clientAddress } from './client-address.ts';

/** Aborts once the client closes the connection before its answer was sent (it gave up waiting). */
export function whenClientGone(ctx: Context): AbortSignal {
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort();
  });
  return gone.signal;
}

/**
 * What a password check needs of its request: the address its failures are counted under, and
 * the signal that drops it when the client gives up waiting.
 */
export const passwordAttemptOf = (ctx: Context) => ({
  address: clientAddress(ctx.ip),
  signal: whenClientGone(ctx),
});
