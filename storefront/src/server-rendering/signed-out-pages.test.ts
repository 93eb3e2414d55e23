import { describe, expect, it, vi } from 'vitest';
import type { PageRequest } from './render-contract';
import { keepSignedOutPages, type Page } from './signed-out-pages';

const SESSION = 'rawex_session=abc';

function setUp({ catalogueOnly = true } = {}) {
  let version = 1;
  let renders = 0;
  const render = vi.fn(async (request: PageRequest): Promise<Page> => {
    renders += 1;
    return { status: 200, html: `${request.url} render ${renders}`, catalogueOnly };
  });
  const pages = keepSignedOutPages(
    render,
    (request) => (/iPhone/.test(request.userAgent ?? '') ? 'phone' : 'desktop'),
    {
      version: async () => String(version),
      isSignedIn: (cookie) => cookie?.includes('rawex_session=') ?? false,
    },
  );
  const visit = async (url: string, request: Partial<PageRequest> = {}) =>
    (await pages({ url, apiOrigin: 'http://api', ...request })).html;
  return { visit, render, change: () => (version += 1) };
}

describe('pages kept for signed-out visitors', () => {
  it('renders a catalogue page once for every signed-out visitor until the catalogue changes', async () => {
    const { visit, render, change } = setUp();
    expect(await visit('/products')).toBe('/products render 1');
    expect(await visit('/products', { cookie: 'rawex_view=marketplace' })).toBe('/products render 1');
    expect(await visit('/products?search=coffee')).toBe('/products?search=coffee render 2');
    change();
    expect(await visit('/products')).toBe('/products render 3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('keeps each variant apart, and renders every visit of a signed-in visitor', async () => {
    const { visit } = setUp();
    await visit('/products');
    expect(await visit('/products', { userAgent: 'Mozilla/5.0 (iPhone)' })).toBe('/products render 2');
    expect(await visit('/products', { cookie: SESSION })).toBe('/products render 3');
    expect(await visit('/products', { cookie: `rawex_view=trading; ${SESSION}` })).toBe('/products render 4');
    expect(await visit('/products')).toBe('/products render 1');
  });

  it('never keeps a page made of more than the catalogue', async () => {
    const { visit } = setUp({ catalogueOnly: false });
    await visit('/orders');
    expect(await visit('/orders')).toBe('/orders render 2');
  });
});
