import { LRUCache } from 'lru-cache';
import type { PageRequest, SharedScreen } from './render-contract';

/** A page as the server sends it. */
export interface Page {
  status: number;
  /** The whole page as sent: its bytes (text where it could not be rendered). */
  html: string | Uint8Array;
  /** Where a redirect status sends the browser. */
  location?: string;
  /** The same page for every signed-out visitor with the same variant, until the catalogue changes. */
  catalogueOnly?: boolean;
  /** The products whose page views it shows: each sending of a kept page counts them. */
  viewedProducts?: number[];
  /** Its screen, the same for every visitor with the same variant, until the catalogue changes. */
  sharedScreen?: SharedScreen;
}
export type PageRenderer = (request: PageRequest) => Promise<Page>;

export interface KeptPagesOptions {
  /** The catalogue's change counter: while it answers the same, so does a kept page or screen. */
  version(): Promise<string>;
  /** The name of the session cookie: a visitor who sends it is signed in. */
  sessionCookie: string;
  /** Counts a view of a product's page sent from what was kept (a rendered one counted it as it read). */
  countProductView?(productId: number): void;
}

/**
 * A kept page is rendered again after this at the latest: a change whose counter moved while the
 * page rendered, but that committed after the page read the catalogue, is on the page by then.
 */
export const KEPT_PAGE_MAX_AGE_MS = 10_000;
/** The most pages, and the most screens, kept (addresses × variants), the least recently served dropped first. */
const KEPT_PAGES = 1000;

interface Kept<T> {
  version: string;
  kept: T;
}

/**
 * Renders each catalogue page once for everyone, while the catalogue has not changed:
 *
 * - a signed-out visitor is sent the page rendered for the first signed-out visitor asking for the
 *   same address with the same variant (phone or desktop, marketplace or trading view);
 * - a signed-in visitor is sent the same screen in a frame rendered for them (their name, their
 *   cart), when the screen shows everyone the same. Only the frame costs a render then.
 *
 * The shared screen always comes from a signed-out rendering, so nothing one account may see (an
 * unlisted product shown to its supplier) reaches another. Anything else is rendered for each visit.
 */
export function keepPages(
  render: PageRenderer,
  variantOf: (request: PageRequest) => string,
  { version, sessionCookie, countProductView }: KeptPagesOptions,
): PageRenderer {
  const options = { max: KEPT_PAGES, ttl: KEPT_PAGE_MAX_AGE_MS };
  const pages = new LRUCache<string, Kept<Page>>(options);
  const screens = new LRUCache<string, Kept<SharedScreen>>(options);
  /** Addresses whose signed-out rendering had no screen to share (a visitor's own, a redirect…). */
  const unshared = new LRUCache<string, true>(options);
  const countViews = (products: number[] | undefined) => {
    for (const product of products ?? []) countProductView?.(product);
  };
  const current = <T>(kept: Kept<T> | undefined, now: string) =>
    kept?.version === now ? kept.kept : undefined;

  const renderSignedOut = async (request: PageRequest, key: string, now: string) => {
    const rendered = await render(request);
    if (rendered.catalogueOnly) pages.set(key, { version: now, kept: rendered });
    if (rendered.sharedScreen) screens.set(key, { version: now, kept: rendered.sharedScreen });
    else unshared.set(key, true);
    return rendered;
  };

  return async (request) => {
    // Read before rendering: a change committed during the render moves it past what is kept.
    const now = await version();
    const key = `${variantOf(request)} ${request.url}`;
    const session = sessionOf(request.cookie, sessionCookie);
    if (!session.signedIn) {
      const page = current(pages.get(key), now);
      if (!page) return renderSignedOut(request, key, now);
      countViews(page.viewedProducts);
      return page;
    }
    if (unshared.has(key)) return render(request);
    let screen = current(screens.get(key), now);
    if (screen) countViews(screen.viewedProducts);
    else screen = (await renderSignedOut({ ...request, cookie: session.without }, key, now)).sharedScreen;
    return render(screen ? { ...request, sharedScreen: screen } : request);
  };
}

/** Whether a Cookie header holds the session, and the header without it. */
function sessionOf(cookie: string | undefined, name: string): { signedIn: boolean; without?: string } {
  const parts = (cookie ?? '').split(/;\s*/).filter(Boolean);
  const others = parts.filter((part) => !part.startsWith(`${name}=`));
  return { signedIn: others.length < parts.length, without: others.join('; ') || undefined };
}
