/**
 * What the server's renderer (src/entry-server.tsx, built to dist/server) and the code that serves
 * its pages (server.ts) agree on. Plain data only: the serving side never loads the app's code.
 */
import type { PageRequest as SitePageRequest } from '@rawex/api';

/**
 * A page to render: what the site's server asks for (the API's `staticSite`: the address, the
 * visitor's cookie and user agent, this process's API), and what the storefront's own server adds.
 */
export interface PageRequest extends SitePageRequest {
  /** How long the API may take before the page goes out with those parts still loading. */
  timeoutMs?: number;
  /** Told of a screen that failed to render (the browser renders it again). */
  onError?: (error: unknown) => void;
  /**
   * Rendered to be sent to every visitor: no session is read, and who is signed in (the header's
   * name, the cart's count, the bell) is left for the browser to ask once the page has started.
   */
  forEveryone?: boolean;
  /**
   * The API's catalogue reads (`/api/products/:id` …: `CATALOGUE_READS` of `@rawex/api`): a page
   * made of them alone is the same for everyone. None given, no page is.
   */
  catalogueReads?: readonly string[];
}

/** What the screens of a page rendered on the server tell its response. */
export interface ServerResponse {
  status: number;
  title?: string;
  /** Where a redirect status sends the browser. */
  location?: string;
  /**
   * The sources of the lazy parts shown (`src/routes/<name>/<name>.tsx` for the screen): their
   * chunks are preloaded, and loaded before the page hydrates.
   */
  parts?: string[];
  /** The screen shows everyone the same (see SameForEveryone). */
  sameForEveryone?: boolean;
}

export interface RenderedPage extends ServerResponse {
  /** What goes inside the page's root element. */
  html: string;
  /** The theme's class for <body>, and the colour scheme for <html>. */
  bodyClass: string;
  colorScheme: 'light' | 'dark';
  /** The page's data and the renderer's guesses, as JSON safe inside a <script> element. */
  bootJson: string;
  /**
   * True when the page is made of the public catalogue alone, all of it answered: rendered for one
   * signed-out visitor, it is the page of every other with the same variant.
   */
  catalogueOnly: boolean;
  /**
   * Rendered for everyone (`PageRequest.forEveryone`), the screen shows everyone the same and is
   * made of the catalogue alone: it is the page of every visitor, signed in or not, with the same
   * variant.
   */
  forEveryone: boolean;
  /** The products whose pages were read (each read counts a view): a kept page counts them again. */
  viewedProducts: number[];
}

export interface ServerEntry {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** What, besides the address, makes two visitors' pages differ (the phone layout, the theme). */
  variantOf(request: Pick<PageRequest, 'cookie' | 'userAgent' | 'languages'>): string;
}

/** The id of the <script> element the browser reads a page's `bootJson` from. */
export const BOOT_DATA_ID = 'rawex-boot';
