import { extname } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => [404, 400].includes((error as { status?: number }).status ?? 0);

/** A page address, as a site's server renderer is asked for it. */
export interface PageRequest {
  /** The path and query. */
  url: string;
  /** Where this process answers API requests: the renderer loads the page's data there. */
  apiOrigin: string;
  cookie?: string;
  userAgent?: string;
}

/** Makes a page's HTML (for instance rendered with its data on the server), its status, or a redirect. */
export type PageRenderer = (
  request: PageRequest,
) => Promise<{ status: number; html: string; location?: string }>;

/** The address this request came in on, which reaches this process's API from inside it. */
function ownOrigin(ctx: Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}

const isPageRequest = (ctx: Context) =>
  (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/');

/**
 * Answers every page address (not API paths) with what `renderPage` makes of it, never cached:
 * a page holds the visitor's own data.
 */
export function renderedPages(renderPage: PageRenderer): Middleware {
  return async (ctx, next) => {
    if (!isPageRequest(ctx) || !ctx.accepts('html')) return next();
    const page = await renderPage({
      url: ctx.url,
      apiOrigin: ownOrigin(ctx),
      cookie: ctx.get('Cookie') || undefined,
      userAgent: ctx.get('User-Agent') || undefined,
    });
    ctx.set('Cache-Control', 'no-cache, private');
    if (page.location) {
      ctx.redirect(page.location);
      ctx.status = page.status;
      return;
    }
    ctx.status = page.status;
    ctx.type = 'html';
    ctx.body = page.html;
  };
}

/**
 * Serves a built single-page app from `directory`: its hashed `/assets/*` are cached for good,
 * other files for an hour, and any other page address answers `renderPage`'s page, or without
 * one `index.html` (never cached) so the app's router can show it. API paths are never answered here.
 */
export function staticSite(directory: string, renderPage?: PageRenderer): Middleware {
  const pages = renderPage
    ? renderedPages(renderPage)
    : async (ctx: Context) => {
        await send(ctx, 'index.html', {
          root: directory,
          setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
        });
      };
  return async (ctx, next) => {
    if (!isPageRequest(ctx)) return next();
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
    await pages(ctx, next);
  };
}
