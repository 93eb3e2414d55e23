import { readdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import path, { extname } from 'node:path';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { inject } from 'light-my-request';
import type { Compressed } from '../compressed-once.ts';
import { sendCompressed } from './send-compressed.ts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) => [404, 400].includes((error as { status?: number }).status ?? 0);

/**
 * The files of a built site by their address (`/assets/app-Hx1.js`), listed once: a build does not
 * change while it is served, and a page address then costs no look on the disk.
 */
function filesOf(directory: string): Set<string> {
  try {
    return new Set(
      readdirSync(directory, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) =>
            `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`,
        ),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}

/** A request's path as the file it names would be listed; none for one that cannot be decoded. */
function decodedPath(ctx: Context): string | undefined {
  try {
    return decodeURIComponent(ctx.path);
  } catch {
    return undefined;
  }
}

/** A page address, as a site's server renderer is asked for it. */
export interface PageRequest {
  /** The path and query. */
  url: string;
  /** Where this process answers API requests: the renderer loads the page's data there. */
  apiOrigin: string;
  cookie?: string;
  userAgent?: string;
  /** The languages the browser prefers, most preferred first (its Accept-Language). */
  languages?: readonly string[];
  /** This process's API, asked without the network (no socket, no HTTP parsing on either side). */
  fetchApi?: (path: string, init: RequestInit) => Promise<Response>;
}

/** Makes a page's HTML (for instance rendered with its data on the server), its status, or a redirect. */
export type PageRenderer = (request: PageRequest) => Promise<{
  status: number;
  html: string | Uint8Array;
  location?: string;
  /** The page compressed once for all who are sent it (a kept page): not compressed per request. */
  compressed?: Compressed;
}>;

/** The address this request came in on, which reaches this process's API from inside it. */
function ownOrigin(ctx: Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}

const handlers = new WeakMap<Koa, RequestListener>();

/**
 * Answers like `fetch` from the app's own handler, the request injected into it in memory. What
 * the API sets on the visitor's cookies (a session renewed, or ended) goes on the page's answer:
 * the page itself does not look the session up, the API's answers it is made from do.
 */
function inProcessFetch(ctx: Context) {
  const app: Koa = ctx.app;
  let handler = handlers.get(app);
  if (!handler) handlers.set(app, (handler = app.callback()));
  const handle = handler;
  return async (path: string, init: RequestInit): Promise<Response> => {
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new Error('The in-process API takes a text body only.');
    }
    const answer = await inject(handle, {
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(new Headers(init.headers)),
      payload: init.body ?? undefined,
      remoteAddress: '127.0.0.1',
    });
    const set = [ctx.response.get('Set-Cookie')].flat();
    for (const cookie of [answer.headers['set-cookie'] ?? []].flat()) {
      // Two reads may end the same session: the page says so once.
      if (!set.includes(cookie)) ctx.append('Set-Cookie', cookie);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** A request for a page or a file of the site: anything read outside the API's paths. */
export const isPageRequest = (ctx: Context) =>
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
      languages: ctx.get('Accept-Language') ? ctx.acceptsLanguages() : undefined,
      fetchApi: inProcessFetch(ctx),
    });
    ctx.set('Cache-Control', 'no-cache, private');
    if (page.location) {
      ctx.redirect(page.location);
      ctx.status = page.status;
      return;
    }
    ctx.status = page.status;
    ctx.type = 'html';
    if (page.compressed && (await sendCompressed(ctx, page.compressed))) return;
    ctx.body = page.html;
  };
}

/**
 * Serves a built single-page app from `directory` (its files as they were when this was called):
 * its hashed `/assets/*` are cached for good,
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
  const files = filesOf(directory);
  return async (ctx, next) => {
    if (!isPageRequest(ctx)) return next();
    const hashed = ctx.path.startsWith('/assets/');
    const file = decodedPath(ctx);
    if (file !== undefined && files.has(file)) {
      const options = { root: directory, immutable: hashed, maxage: hashed ? ONE_YEAR_MS : ONE_HOUR_MS };
      const served = await send(ctx, ctx.path, options).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (served) return;
    }
    // A missing asset or file stays a 404: answering it with the page would hide a broken build.
    if (hashed || (extname(ctx.path) !== '' && !ctx.accepts('html'))) return next();
    await pages(ctx, next);
  };
}
