import { LRUCache } from 'lru-cache';
import type { PageRequest } from './render-contract';

/** A page as the server sends it. */
export interface Page {
  status: number;
  html: string;
  /** Where a redirect status sends the browser. */
  location?: string;
  /** The same page for every signed-out visitor with the same variant, until the catalogue changes. */
  catalogueOnly?: boolean;
}
export type PageRenderer = (request: PageRequest) => Promise<Page>;

export interface SignedOutPages {
  /** The catalogue's change counter: while it answers the same, so does a kept page. */
  version(): Promise<string>;
  isSignedIn(cookie: string | undefined): boolean;
}

/**
 * A kept page is rendered again after this at the latest: a change whose counter moved while the
 * page rendered, but that committed after the page read the catalogue, is on the page by then.
 */
export const KEPT_PAGE_MAX_AGE_MS = 10_000;
/** The most pages kept (addresses × variants), the least recently served dropped first. */
const KEPT_PAGES = 1000;

/**
 * Serves a page rendered for a signed-out visitor again, to every signed-out visitor asking for
 * the same address with the same variant, while the catalogue has not changed. A signed-in
 * visitor's page, and one made of anything but the catalogue, is always rendered.
 */
export function keepSignedOutPages(
  render: PageRenderer,
  variantOf: (request: PageRequest) => string,
  { version, isSignedIn }: SignedOutPages,
): PageRenderer {
  const kept = new LRUCache<string, { version: string; page: Page }>({
    max: KEPT_PAGES,
    ttl: KEPT_PAGE_MAX_AGE_MS,
  });
  return async (request) => {
    if (isSignedIn(request.cookie)) return render(request);
    // Read before rendering: a change committed during the render moves it past the page kept.
    const current = await version();
    const key = `${variantOf(request)} ${request.url}`;
    const page = kept.get(key);
    if (page?.version === current) return page.page;
    const rendered = await render(request);
    if (rendered.catalogueOnly) kept.set(key, { version: current, page: rendered });
    return rendered;
  };
}
