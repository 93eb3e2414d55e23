import cors from '@koa/cors';
import compress from 'koa-compress';
import Koa, { type Middleware } from 'koa';
import helmet from 'koa-helmet';
import { buildApiRouter } from './platform/http/router.ts';
import { apiFallbacks } from './platform/http/api-fallbacks.ts';
import { authenticate } from './accounts/authenticate.middleware.ts';
import { DEFAULT_TRUSTED_PROXIES, trustedClientAddress } from './platform/http/client-address.ts';
import { errorHandler } from './platform/http/error-handler.ts';
import { requestLog } from './platform/http/request-log.ts';
import { sameOrigin } from './platform/http/same-origin.ts';
import { refuseChangesWithoutRoom } from './platform/http/disk-guard.ts';
import { apiRoutes } from './api-routes.ts';
import { mapDatabaseError } from './domains.ts';
import type { RouteContext } from './platform/http/route-context.ts';

export interface AppOptions {
  /** Third-party origins allowed to call the API from a browser (CORS). None by default. */
  corsOrigins?: readonly string[];
  /**
   * Reverse proxies trusted to set X-Forwarded-* (HTTPS detection, client addresses): the client's
   * address is the entry that many from the right of X-Forwarded-For, never one the client wrote.
   */
  trustedProxyHops?: number;
  /** Where those proxies connect from (CIDRs): this machine unless told. */
  trustedProxies?: readonly string[];
  /**
   * Further /api answers that the composition root adds, tried before the API's own routes (the
   * sample-data consoles' endpoints). The API itself defines none of them.
   */
  apiExtensions?: Middleware;
  /** Answers what the API does not: the storefront's pages and assets (see `staticSite`). */
  frontend?: Middleware;
  /** The frontend's inline scripts the policy lets run, as `'sha256-…'` sources. None by default. */
  inlineScripts?: readonly string[];
  /** Holds each address to its requests a minute (`createAddressLimiter`), after sign-in is known. */
  addressLimiter?: Middleware;
}

export function createApp(context: RouteContext, options: AppOptions = {}): Koa {
  const corsOrigins = options.corsOrigins ?? [];
  const trustedProxyHops = options.trustedProxyHops ?? 0;
  const app = new Koa({ proxy: trustedProxyHops > 0, maxIpsCount: trustedProxyHops });
  // Without a proxy in front, Koa reads no X-Forwarded-* header: nothing to check.
  if (trustedProxyHops > 0) app.use(trustedClientAddress(options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES));
  // What fails after the answer has begun (a client gone, a request past its timeout, answered 408
  // by the HTTP server) has no one left to answer: it goes to the log, not to stderr.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    context.logger.warn(
      { err: error, req: ctx && { method: ctx.method, url: ctx.url } },
      'request ended early',
    );
  });

  app.use(requestLog(context.logger));
  if (context.endpointMetrics) app.use(context.endpointMetrics.middleware);
  app.use(errorHandler(context.logger, mapDatabaseError));
  app.use(compress({ threshold: 1024 }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
          // Uploaders preview picked files from blob: addresses before they are saved.
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          // The site is also reached over plain HTTP on a LAN address; TLS is a proxy's job.
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  if (corsOrigins.length > 0) {
    app.use(
      cors({
        origin: (ctx) => (corsOrigins.includes(ctx.get('Origin')) ? ctx.get('Origin') : ''),
        exposeHeaders: [
          'X-Total-Count',
          'X-Next-Cursor',
          'Link',
          'Retry-After',
          'X-Request-Id',
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
        ],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Requested-With'],
        maxAge: 600,
      }),
    );
  }
  app.use(apiFallbacks());
  app.use(authenticate(context.db));
  if (options.addressLimiter) app.use(options.addressLimiter);
  app.use(sameOrigin(corsOrigins));
  if (context.diskSpace) app.use(refuseChangesWithoutRoom(context.diskSpace));

  if (options.apiExtensions) app.use(options.apiExtensions);
  const api = buildApiRouter(apiRoutes, context);
  app.use(api.routes());
  app.use(api.allowedMethods());
  if (options.frontend) app.use(options.frontend);
  return app;
}
