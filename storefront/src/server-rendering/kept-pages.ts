import { compressedOnce, type Compressed } from '@rawex/api/compressed-once';
import { LRUCache } from 'lru-cache';
import type { PageRequest } from './render-contract';

/** A page as the server sends it. */
export interface Page {
  status: number;
  /** The whole page as sent: its bytes (text where it could not be rendered). */
  html: string | Uint8Array;
  /** Where a redirect status sends the browser. */
  location?: string;
  /** The same page for every signed-out visitor with the same variant, until the catalogue changes. */
  catalogueOnly?: boolean;
  /** The same page for every visitor, signed in or not, with the same variant, until the catalogue changes. */
  forEveryone?: boolean;
  /** The products whose page views it shows: each sending of a kept page counts them. */
  viewedProducts?: number[];
  /** A kept page compressed once for everyone it is sent to (not once per request). */
  compressed?: Compressed;
}
export type PageRenderer = (request: PageRequest) => Promise<Page>;

export interface KeptPagesOptions {
  /** The catalogue's change counter: while it answers the same, so does a kept page. */
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
/** The most pages kept (addresses × variants), the least recently served dropped first. */
const KEPT_PAGES = 1000;

interface Kept<T> {
  version: string;
  kept: T;
}

/**
 * Renders each catalogue page once for everyone, while the catalogue has not changed:
 *
 * - a catalogue screen (one that shows everyone the same, made of the catalogue alone) is rendered
 *   without anyone's session, who is signed in left to the browser, and that page is sent to every
 *   visitor, signed in or not, asking for the same address with the same variant (phone or
 *   desktop, marketplace or trading view);
 * - any other page made of the catalogue alone is kept for every signed-out visitor.
 *
 * Anything else (a visitor's own orders, cart, company) is rendered for each visit.
 */
export function keepPages(
  render: PageRenderer,
  variantOf: (request: PageRequest) => string,
  { version, sessionCookie, countProductView }: KeptPagesOptions,
): PageRenderer {
  const options = { max: KEPT_PAGES, ttl: KEPT_PAGE_MAX_AGE_MS };
  /** Pages for every visitor. */
  const everyones = new LRUCache<string, Kept<Page>>(options);
  /** Pages for every signed-out visitor. */
  const signedOuts = new LRUCache<string, Kept<Page>>(options);
  /** Addresses whose page is not one for everyone (a visitor's own, a redirect…). */
  const personal = new LRUCache<string, Kept<true>>(options);
  const sent = (page: Page) => {
    for (const product of page.viewedProducts ?? []) countProductView?.(product);
    return page;
  };
  const current = <T>(kept: Kept<T> | undefined, now: string) =>
    kept?.version === now ? kept.kept : undefined;
  const keep = (cache: LRUCache<string, Kept<Page>>, key: string, version: string, page: Page) => {
    const kept = { ...page, compressed: compressedOnce(page.html) };
    cache.set(key, { version, kept });
    return kept;
  };

  return async (request) => {
    // Read before rendering: a change committed during the render moves it past what is kept.
    const now = await version();
    const key = `${variantOf(request)} ${request.url}`;
    const kept = current(everyones.get(key), now);
    if (kept) return sent(kept);
    const session = sessionOf(request.cookie, sessionCookie);
    const keptSignedOut = session.signedIn ? undefined : current(signedOuts.get(key), now);
    if (keptSignedOut) return sent(keptSignedOut);
    if (!current(personal.get(key), now)) {
      // Nobody's session goes in a page for everyone: nothing one account may see (an unlisted
      // product shown to its supplier) reaches another.
      const rendered = await render({ ...request, cookie: session.without, forEveryone: true });
      if (rendered.forEveryone) return keep(everyones, key, now, rendered);
      personal.set(key, { version: now, kept: true });
    }
    const rendered = await render(request);
    if (!session.signedIn && rendered.catalogueOnly) return keep(signedOuts, key, now, rendered);
    return rendered;
  };
}

/** Whether a Cookie header holds the session, and the header without it. */
function sessionOf(cookie: string | undefined, name: string): { signedIn: boolean; without?: string } {
  const parts = (cookie ?? '').split(/;\s*/).filter(Boolean);
  const others = parts.filter((part) => !part.startsWith(`${name}=`));
  return { signedIn: others.length < parts.length, without: others.join('; ') || undefined };
}
