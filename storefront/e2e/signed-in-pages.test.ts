import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATALOGUE_READS } from '@rawex/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chunks, ServerEntry } from '../src/server-rendering/render-contract.ts';
import { startRawex, type RawexServer } from './rawex-server.ts';

const PASSWORD = 'correct horse battery';
const run = Date.now().toString(36);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let server: RawexServer;
beforeAll(async () => {
  server = await startRawex();
});
afterAll(() => server?.stop());

/** A write as the storefront sends it: JSON, from the site's own origin, with the session. */
async function send(path: string, body: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A new buyer, signed in, with `lines` products in the cart: their session cookie. */
async function buyerWith(firstName: string, lines: number): Promise<string> {
  const joined = await send('/api/auth/register', {
    email: `${firstName.toLowerCase()}-${run}@example.com`,
    password: PASSWORD,
    firstName,
    lastName: 'Trader',
  });
  const cookie = (joined.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const products = (await (await fetch(`${server.url}/api/products?limit=24`)).json()) as {
    id: number;
    minimumOrder: number;
  }[];
  for (const product of products.slice(0, lines)) {
    await send('/api/cart', { productId: product.id, quantity: product.minimumOrder }, cookie);
  }
  return cookie;
}

/** A page's pieces as the text they make. */
const textOf = (chunks: Chunks) =>
  Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))).toString();

interface Listed {
  id: number;
  vendorId: string;
}

const page = async (path: string, cookie: string) =>
  (await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', cookie } })).text();

describe('signed-in pages', () => {
  it('show each buyer their own name and cart count on the catalogue, and no other buyer’s', async () => {
    const [kofi, esi] = await Promise.all([buyerWith(`Kofi${run}`, 2), buyerWith(`Esi${run}`, 0)]);
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Listed[];
    const category = (await (await fetch(`${server.url}/api/categories`)).json()) as { slug: string }[];
    const addresses = [
      '/products',
      `/products/${product?.id}`,
      `/category/${category[0]?.slug}`,
      `/vendors/${product?.vendorId}`,
    ];
    for (const address of addresses) {
      // Each asks twice: the second is the screen kept for everyone, in a frame rendered for them.
      for (let visit = 0; visit < 2; visit += 1) {
        const kofiSees = await page(address, kofi);
        expect(kofiSees, address).toContain(`Kofi${run} Trader`);
        expect(kofiSees, address).toContain('Cart, 2 items');
        expect(kofiSees, address).not.toContain(`Esi${run}`);
        const esiSees = await page(address, esi);
        expect(esiSees, address).toContain(`Esi${run} Trader`);
        expect(esiSees, address).toContain('Cart, 0 items');
        expect(esiSees, address).not.toContain(`Kofi${run}`);
      }
    }
    // A frame shown before is not shown again once what it shows has changed.
    const [listed] = (await (await fetch(`${server.url}/api/products?limit=1&offset=30`)).json()) as {
      id: number;
      minimumOrder: number;
    }[];
    await send('/api/cart', { productId: listed?.id, quantity: listed?.minimumOrder }, esi);
    expect(await page('/products', esi)).toContain('Cart, 1 item');
  });

  it('put the shared screen in the visitor’s frame exactly as the whole page renders for them', async () => {
    const entry = (await import(
      pathToFileURL(join(import.meta.dirname, '../dist/server/entry-server.js')).href
    )) as ServerEntry;
    const cookie = await buyerWith(`Abena${run}`, 1);
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Listed[];
    const [category] = (await (await fetch(`${server.url}/api/categories`)).json()) as { slug: string }[];
    const addresses = [
      '/',
      '/products?search=coffee',
      `/category/${category?.slug}`,
      `/products/${product?.id}`,
      '/vendors',
      `/vendors/${product?.vendorId}`,
    ];
    const variants = [{}, { userAgent: PHONE }, { cookie: 'rawex_view=trading' }];
    for (const address of addresses) {
      for (const variant of variants) {
        // As `rawex start` renders: told which of the API's reads are the catalogue's. Without its
        // three-second deadline: on a busy machine a screen's code may take longer to load, and
        // what is compared here is the two renderings, not how fast they are.
        const request = {
          url: address,
          apiOrigin: server.url,
          catalogueReads: CATALOGUE_READS,
          timeoutMs: 60_000,
          ...variant,
        };
        const signedOut = await entry.renderPage(request);
        expect(signedOut.sharedScreen, address).toBeDefined();
        const visitor = { ...request, cookie: [variant.cookie, cookie].filter(Boolean).join('; ') };
        const whole = await entry.renderPage(visitor);
        // The first frame is rendered for the visitor; the second is the same frame, kept.
        for (let visit = 0; visit < 2; visit += 1) {
          const framed = await entry.renderPage({ ...visitor, sharedScreen: signedOut.sharedScreen });
          expect(textOf(framed.html), address).toBe(textOf(whole.html));
          expect(JSON.parse(textOf(framed.bootJson)), address).toEqual(JSON.parse(textOf(whole.bootJson)));
          expect([framed.status, framed.title, framed.screen]).toEqual([
            whole.status,
            whole.title,
            whole.screen,
          ]);
          expect(textOf(framed.html)).toContain(`Abena${run} Trader`);
        }
      }
    }
  });
});
