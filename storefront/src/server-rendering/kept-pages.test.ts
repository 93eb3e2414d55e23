import { describe, expect, it, vi } from 'vitest';
import type { PageRequest, SharedScreen } from './render-contract';
import { keepPages, type Page } from './kept-pages';

const SESSION = 'rawex_session=abc';

function setUp({ catalogueOnly = true, sameForEveryone = true, viewedProducts = [] as number[] } = {}) {
  let version = 1;
  let renders = 0;
  const views: number[] = [];
  const render = vi.fn(async (request: PageRequest): Promise<Page> => {
    renders += 1;
    const signedIn = request.cookie?.includes('rawex_session=') ?? false;
    const frame = `${request.url} ${signedIn ? 'frame for abc' : 'signed out'} render ${renders}`;
    if (request.sharedScreen) return { status: 200, html: `${frame} around ${request.sharedScreen.html}` };
    const sharedScreen: SharedScreen | undefined = sameForEveryone
      ? { html: `screen of render ${renders}`, resources: '', data: {}, errors: {}, viewedProducts }
      : undefined;
    return {
      status: 200,
      html: frame,
      catalogueOnly: catalogueOnly && !signedIn,
      viewedProducts,
      sharedScreen,
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
  const visit = async (url: string, request: Partial<PageRequest> = {}) =>
    (await pages({ url, apiOrigin: 'http://api', ...request })).html;
  return { visit, render, views, change: () => (version += 1) };
}

describe('pages kept for everyone', () => {
  it('renders a catalogue page once for every signed-out visitor until the catalogue changes', async () => {
    const { visit, render, change } = setUp();
    expect(await visit('/products')).toBe('/products signed out render 1');
    expect(await visit('/products', { cookie: 'rawex_view=marketplace' })).toBe(
      '/products signed out render 1',
    );
    expect(await visit('/products?search=coffee')).toBe('/products?search=coffee signed out render 2');
    change();
    expect(await visit('/products')).toBe('/products signed out render 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps each variant apart', async () => {
    const { visit } = setUp();
    await visit('/products');
    expect(await visit('/products', { userAgent: 'Mozilla/5.0 (iPhone)' })).toBe(
      '/products signed out render 2',
    );
    expect(await visit('/products')).toBe('/products signed out render 1');
  });

  it('puts the kept screen in a frame rendered for each signed-in visitor', async () => {
    const { visit, render, change } = setUp();
    await visit('/products');
    expect(await visit('/products', { cookie: `rawex_view=trading; ${SESSION}` })).toBe(
      '/products frame for abc render 2 around screen of render 1',
    );
    expect(await visit('/products', { cookie: SESSION })).toBe(
      '/products frame for abc render 3 around screen of render 1',
    );
    change();
    // Nothing kept: the screen is rendered for a signed-out visitor first, the other cookies kept.
    expect(await visit('/products', { cookie: `rawex_view=trading; ${SESSION}` })).toBe(
      '/products frame for abc render 5 around screen of render 4',
    );
    expect(render.mock.calls[3]?.[0].cookie).toBe('rawex_view=trading');
    expect(await visit('/products')).toBe('/products signed out render 4');
  });

  it('renders a signed-in visitor’s page whole when its screen is theirs', async () => {
    const { visit, render } = setUp({ sameForEveryone: false });
    // Rendered signed out first, which offers no screen to share: the visitor's own page follows…
    expect(await visit('/orders', { cookie: SESSION })).toBe('/orders frame for abc render 2');
    // …and from then on, only that.
    expect(await visit('/orders', { cookie: SESSION })).toBe('/orders frame for abc render 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('never keeps a page made of more than the catalogue', async () => {
    const { visit } = setUp({ catalogueOnly: false, sameForEveryone: false });
    await visit('/orders');
    expect(await visit('/orders')).toBe('/orders signed out render 2');
  });

  it('counts a view of the product each time its kept page or screen is sent', async () => {
    const { visit, views } = setUp({ viewedProducts: [7] });
    await visit('/products/7');
    expect(views).toEqual([]);
    await visit('/products/7');
    await visit('/products/7', { cookie: SESSION });
    expect(views).toEqual([7, 7]);
  });
});
