import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import compress from 'koa-compress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticSite, type PageRenderer, type PageRequest } from './static-site.ts';

const INDEX = '<!doctype html><title>Shell</title><div id="root"></div>';

async function serve(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'rawex-site-'));
  await mkdir(path.join(directory, 'assets'));
  await writeFile(path.join(directory, 'index.html'), INDEX);
  await writeFile(path.join(directory, 'assets', 'app-Hx1.js'), 'console.log(1);');
  await writeFile(path.join(directory, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(() => rm(directory, { recursive: true, force: true }));

describe('a built site without a page renderer', () => {
  let site: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const app = new Koa();
    app.use(staticSite(directory));
    site = await serve(app);
  });
  afterAll(() => site.close());

  it('keeps hashed assets for a year and other files for an hour', async () => {
    const asset = await fetch(`${site.url}/assets/app-Hx1.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('max-age=31536000,immutable');
    const icon = await fetch(`${site.url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('answers a missing asset 404 instead of the page', async () => {
    expect((await fetch(`${site.url}/assets/gone-123.js`)).status).toBe(404);
  });

  it('answers index.html, never cached, for any page address', async () => {
    const page = await fetch(`${site.url}/products/12?x=1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe(INDEX);
  });
});

describe('a built site with a page renderer', () => {
  const asked: PageRequest[] = [];
  let site: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    const renderPage: PageRenderer = async (request) => {
      asked.push(request);
      if (request.url.startsWith('/orders'))
        return { status: 302, html: '', location: '/signin?next=%2Forders' };
      if (request.url === '/nowhere') return { status: 404, html: '<h1>Page Not Found</h1>' };
      if (request.url === '/kept') {
        const html = `<h1>${'Kept for everyone. '.repeat(100)}</h1>`;
        return {
          status: 200,
          html,
          compressed: async (encoding) => (encoding === 'br' ? brotliCompressSync(html) : gzipSync(html)),
        };
      }
      // The page's data comes from this process's own API, as the storefront's renderer loads it.
      const answer = await (await fetch(`${request.apiOrigin}/api/greeting`)).text();
      return { status: 200, html: `<h1>${answer}</h1>` };
    };
    const app = new Koa();
    app.use(compress({ threshold: 1024 }));
    app.use(staticSite(directory, renderPage));
    app.use((ctx) => {
      if (ctx.path === '/api/greeting') ctx.body = 'Hello from the API';
    });
    site = await serve(app);
  });
  afterAll(() => site.close());

  it('renders a page with data from its own API, passing the visitor’s cookie and browser on', async () => {
    const response = await fetch(`${site.url}/products?search=cocoa`, {
      headers: { accept: 'text/html', cookie: 'rawex_view=trading', 'user-agent': 'Phone/1.0 Mobile' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, private');
    expect(await response.text()).toBe('<h1>Hello from the API</h1>');
    expect(asked.at(-1)).toMatchObject({
      url: '/products?search=cocoa',
      cookie: 'rawex_view=trading',
      userAgent: 'Phone/1.0 Mobile',
    });
  });

  it('answers the status and the redirect the page asks for', async () => {
    const missing = await fetch(`${site.url}/nowhere`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    const gated = await fetch(`${site.url}/orders`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(gated.status).toBe(302);
    expect(gated.headers.get('location')).toBe('/signin?next=%2Forders');
  });

  it('still serves files as they are, and leaves API paths to the API', async () => {
    expect(await (await fetch(`${site.url}/assets/app-Hx1.js`)).text()).toBe('console.log(1);');
    const rendered = asked.length;
    expect(await (await fetch(`${site.url}/api/greeting`)).text()).toBe('Hello from the API');
    expect(asked).toHaveLength(rendered);
  });

  it('sends a page compressed already as it is, in the best encoding the browser takes', async () => {
    const kept = `<h1>${'Kept for everyone. '.repeat(100)}</h1>`;
    for (const [accepted, sent] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await fetch(`${site.url}/kept`, {
        headers: { accept: 'text/html', 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(sent);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.text()).toBe(kept);
    }
    const plain = await fetch(`${site.url}/kept`, {
      headers: { accept: 'text/html', 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(kept);
  });
});
