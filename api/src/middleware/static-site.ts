import { extname } from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => [404, 400].includes((error as { status?: number }).status ?? 0);

/**
 * Serves a built single-page app from `directory`: its hashed `/assets/*` are cached for good,
 * other files for an hour, and any other page address answers `index.html` (never cached) so the
 * app's router can show it. API paths are never answered here.
 */
export function staticSite(directory: string): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) return next();
    const hashed = ctx.path.startsWith('/assets/');
    const options = { root: directory, immutable: hashed, maxage: hashed ? ONE_YEAR_MS : ONE_HOUR_MS };
    // send answers the file's path, or nothing for a folder.
    const served = await send(ctx, ctx.path, options).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (served) return;
    // A missing asset or file stays a 404: answering it with the page would hide a broken build.
    if (hashed || (extname(ctx.path) !== '' && !ctx.accepts('html'))) return next();
    await send(ctx, 'index.html', {
      root: directory,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  };
}
