import type { Middleware } from 'koa';
import { AppError } from '../errors/index.ts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for state-changing requests not made with an API key: a foreign Origin (or
 * Referer) is refused unless it is an allowed third-party origin, and a request signed in with
 * the session cookie must come from this very origin.
 */
export function sameOrigin(allowedOrigins: readonly string[]): Middleware {
  return async (ctx, next) => {
    // API keys are not sent by browsers on their own: no cross-site request can forge one.
    if (MUTATIONS.has(ctx.method) && ctx.state.authenticatedBy !== 'apiKey') {
      const origin = ctx.get('Origin') || originOf(ctx.get('Referer'));
      // Koa's ctx.origin echoes the Origin header when there is one: build this site's own.
      const own = origin === `${ctx.protocol}://${ctx.host}`;
      if (origin && !own && !allowedOrigins.includes(origin)) {
        throw new AppError({
          status: 403,
          code: 'cross_origin_request',
          title: 'Forbidden',
          detail: `Requests from ${origin} are not allowed.`,
        });
      }
      if (ctx.state.authenticatedBy === 'session' && !own) {
        throw new AppError({
          status: 403,
          code: 'cross_origin_request',
          title: 'Forbidden',
          detail:
            'A change signed in with the session cookie must come from this site (send its Origin header).',
        });
      }
    }
    await next();
  };
}
