import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { sampleHandlers } from '@rawex/fixtures/samples';
import type { Middleware } from 'koa';
import { getResponse } from 'msw';

const SAMPLES_PREFIX = '/api/samples/';

/**
 * The sample-data consoles' endpoints as ordinary HTTP answers of the running app: each request
 * under /api/samples/ is answered by the same MSW handlers Storybook and the tests use (no service
 * worker). What no handler answers falls through to the API's own 404 problem.
 */
export function sampleApi(handlers = sampleHandlers): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(SAMPLES_PREFIX) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const request = new Request(ctx.href, {
      method: ctx.method,
      headers: Object.entries(ctx.headers).flatMap(([name, value]) =>
        value === undefined
          ? []
          : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
      ),
    });
    const response = await getResponse(handlers, request);
    if (!response) return next();
    ctx.status = response.status;
    response.headers.forEach((value, name) => ctx.set(name, value));
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = response.body ? Readable.fromWeb(response.body as WebReadableStream) : null;
  };
}
