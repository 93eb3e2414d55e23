import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeChromium, launchChromium } from './browser.ts';
import { startRawex, type RawexServer } from './rawex-server.ts';

const PASSWORD = 'correct horse battery';
const run = Date.now().toString(36);
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

let server: RawexServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startRawex(), launchChromium()]);
});
afterAll(async () => {
  await Promise.all([browser && closeChromium(browser), server?.stop()]);
});

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

interface Listed {
  id: number;
  vendorId: string;
}

const page = async (path: string, cookie?: string) =>
  (
    await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })
  ).text();

describe('signed-in pages', () => {
  it('send every visitor the same catalogue page, with nobody’s name or cart in it', async () => {
    const [kofi, esi] = await Promise.all([buyerWith(`Kofi${run}`, 2), buyerWith(`Esi${run}`, 0)]);
    const [product] = (await (await fetch(`${server.url}/api/products?limit=1`)).json()) as Listed[];
    const category = (await (await fetch(`${server.url}/api/categories`)).json()) as { slug: string }[];
    const addresses = [
      '/',
      '/products',
      `/products/${product?.id}`,
      `/category/${category[0]?.slug}`,
      '/vendors',
      `/vendors/${product?.vendorId}`,
    ];
    for (const address of addresses) {
      for (const agent of [{}, { 'user-agent': PHONE }] as Record<string, string>[]) {
        const as = (cookie?: string) =>
          fetch(`${server.url}${address}`, {
            headers: { accept: 'text/html', ...agent, ...(cookie ? { cookie } : {}) },
          }).then((answer) => answer.text());
        const kofiSees = await as(kofi);
        expect(kofiSees, address).not.toContain(`Kofi${run}`);
        expect(await as(esi), address).toBe(kofiSees);
        expect(await as(), address).toBe(kofiSees);
      }
    }
    // A page of the visitor's own is still theirs.
    expect(await page('/orders', kofi)).toContain(`Kofi${run} Trader`);
  });

  it('fill in each visitor’s name and cart after the page starts, nothing beside them moving', async () => {
    const [kofi, esi] = await Promise.all([buyerWith(`Ama${run}`, 2), buyerWith(`Yaw${run}`, 0)]);
    for (const [cookie, name, cart] of [
      [kofi, `Ama${run} Trader`, 'Cart, 2 items'],
      [esi, `Yaw${run} Trader`, 'Cart, 0 items'],
      [undefined, 'Sign in', 'Cart, 0 items'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      try {
        if (cookie) {
          const [pair = ''] = cookie.split(';');
          const [cookieName = '', value = ''] = pair.split('=');
          await context.addCookies([{ name: cookieName, value, url: server.url }]);
        }
        const tab = await context.newPage();
        // Who is signed in is held back until the header has been measured as the server sent it.
        let answer: () => void = () => {};
        const held = new Promise<void>((resolve) => (answer = resolve));
        await tab.route('**/api/auth/me/summary', async (route) => {
          await held;
          await route.continue();
        });
        await tab.goto(`${server.url}/products`);
        const header = tab.getByRole('banner').first();
        const searchBox = header.getByRole('searchbox');
        await searchBox.waitFor();
        const before = await searchBox.boundingBox();
        answer();
        await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain(name);
        expect(await header.getByRole('button', { name: cart }).count()).toBe(1);
        expect(await searchBox.boundingBox()).toEqual(before);
      } finally {
        await context.close();
      }
    }
  });

  it('keep a page in place as it comes alive, its screen never shown loading again', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE });
    try {
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        const seen = { shift: 0, loading: false };
        (window as unknown as { seen: typeof seen }).seen = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.shift += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (document.querySelector('main [role="status"][aria-label="Loading"]')) seen.loading = true;
        }).observe(document, { childList: true, subtree: true });
      });
      // The screen's code comes after the session's answer (a slow network): the answer must not
      // find the screen still loading and show it loading again.
      await tab.route('**/assets/Vendors-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      const [summary, code] = [
        tab.waitForResponse('**/api/auth/me/summary'),
        tab.waitForResponse('**/assets/Vendors-*.js'),
      ];
      await tab.goto(`${server.url}/vendors`);
      await Promise.all([summary, code]);
      await tab.waitForLoadState('networkidle');
      // The screen comes alive once its code has run: a frame or two after it arrived.
      await tab.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
      expect(await tab.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
        shift: 0,
        loading: false,
      });
    } finally {
      await context.close();
    }
  });
});
