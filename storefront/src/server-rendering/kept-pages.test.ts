import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { PageRequest } from './render-contract';
import { keepPages, type Page } from './kept-pages';

const SESSION = 'rawex_session=abc';

/**
 * A renderer as the storefront's: a catalogue screen rendered for everyone is a page for everyone;
 * any page made of the catalogue alone, rendered signed out, is one for every signed-out visitor.
 */
function setUp({ catalogueOnly = true, sameForEveryone = true, viewedProducts = [] as number[] } = {}) {
  let version = 1;
  let renders = 0;
  const views: number[] = [];
  const render = vi.fn(async (request: PageRequest): Promise<Page> => {
    renders += 1;
    const signedIn = request.cookie?.includes('rawex_session=') ?? false;
    const whose = request.forEveryone ? 'everyone' : signedIn ? 'abc' : 'signed out';
    return {
      status: 200,
      html: `${request.url} for ${whose}, render ${renders}`,
      catalogueOnly: catalogueOnly && !signedIn,
      forEveryone: Boolean(request.forEveryone && sameForEveryone && catalogueOnly),
      viewedProducts,
    };
  });
  const pages = keepPages(
    render,
    (request) => (/iPhone/.test(request.userAgent ?? '') ? 'phone' : 'desktop'),
    {
      version: async () => String(version),
      sessionCookie: 'rawex_session',
      countProductView: (product) => views.push(product),
    },
  );
  const send = (url: string, request: Partial<PageRequest> = {}) =>
    pages({ url, apiOrigin: 'http://api', ...request });
  const visit = async (url: string, request: Partial<PageRequest> = {}) => (await send(url, request)).html;
  return { send, visit, render, views, change: () => (version += 1) };
}

describe('pages kept for everyone', () => {
  it('are compressed once in each encoding for all they are sent to', async () => {
    const { send } = setUp();
    const first = await send('/products');
    const again = await send('/products', { cookie: SESSION });
    const brotli = await first.compressed!('br');
    expect(await again.compressed!('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(first.html);
    expect(gunzipSync(await again.compressed!('gzip')).toString()).toBe(first.html);
  });

  it('leave a visitor’s own page to be compressed as it is sent', async () => {
    const { send } = setUp({ catalogueOnly: false });
    expect((await send('/orders', { cookie: SESSION })).compressed).toBeUndefined();
  });

  it('renders a catalogue page once for every visitor, signed in or not, until the catalogue changes', async () => {
    const { visit, render, change } = setUp();
    expect(await visit('/products')).toBe('/products for everyone, render 1');
    expect(await visit('/products', { cookie: SESSION })).toBe('/products for everyone, render 1');
    expect(await visit('/products', { cookie: `rawex_view=marketplace; ${SESSION}` })).toBe(
      '/products for everyone, render 1',
    );
    expect(await visit('/products?search=coffee', { cookie: SESSION })).toBe(
      '/products?search=coffee for everyone, render 2',
    );
    change();
    expect(await visit('/products')).toBe('/products for everyone, render 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders the page for everyone without the session, the visitor’s other cookies kept', async () => {
    const { visit, render } = setUp();
    await visit('/products', { cookie: `rawex_view=trading; ${SESSION}` });
    expect(render.mock.calls[0]?.[0]).toMatchObject({ cookie: 'rawex_view=trading', forEveryone: true });
  });

  it('keeps each variant apart', async () => {
    const { visit } = setUp();
    await visit('/products');
    expect(await visit('/products', { userAgent: 'Mozilla/5.0 (iPhone)' })).toBe(
      '/products for everyone, render 2',
    );
    expect(await visit('/products')).toBe('/products for everyone, render 1');
  });

  it('renders a visitor’s own page for each visit, once its address is known to be one', async () => {
    const { visit, render } = setUp({ sameForEveryone: false });
    // Rendered for everyone first, which gives no page for everyone: the visitor's own follows…
    expect(await visit('/orders', { cookie: SESSION })).toBe('/orders for abc, render 2');
    // …and from then on, only that.
    expect(await visit('/orders', { cookie: SESSION })).toBe('/orders for abc, render 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps a page of the catalogue alone that is not a catalogue screen for signed-out visitors only', async () => {
    const { visit } = setUp({ sameForEveryone: false });
    expect(await visit('/about')).toBe('/about for signed out, render 2');
    expect(await visit('/about')).toBe('/about for signed out, render 2');
    expect(await visit('/about', { cookie: SESSION })).toBe('/about for abc, render 3');
  });

  it('never keeps a page made of more than the catalogue', async () => {
    const { visit } = setUp({ catalogueOnly: false, sameForEveryone: false });
    await visit('/orders');
    expect(await visit('/orders')).toBe('/orders for signed out, render 3');
  });

  it('counts a view of the product each time its kept page is sent', async () => {
    const { visit, views } = setUp({ viewedProducts: [7] });
    await visit('/products/7');
    expect(views).toEqual([]);
    await visit('/products/7');
    await visit('/products/7', { cookie: SESSION });
    expect(views).toEqual([7, 7]);
  });
});
