/**
 * The storefront rendered on the server: a page's HTML with its data already in it, so the
 * browser paints the screen (and fetches its pictures) before any of the app's code has run.
 * The data comes from the public API like the browser's, with the visitor's cookie.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Key, type Middleware, type SWRConfiguration } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { ApiError, setTransport, type Transport } from './data/client';
import { swrConfig } from './data/swr-config';
import { cacheOf, serializeBootData, type BootData } from './server-rendering/boot-data';
import { AppRoutes } from './routing/routes';
import {
  RenderHintsContext,
  ServerResponseContext,
  type ServerResponse,
} from './server-rendering/server-render';
import { themeClassOf, tradingViewChosen } from './shell/trading-view';
import type { PageRequest, RenderedPage } from './server-rendering/render-contract';

const requests = new AsyncLocalStorage<Transport>();
setTransport(() => {
  const transport = requests.getStore();
  if (!transport) throw new Error('An API request was made outside a page being rendered.');
  return transport;
});

type PageKey = (index: number, previousPage: unknown) => Key;

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod/i;
const DEFAULT_TIMEOUT_MS = 3000;

/** What the API answered for each SWR key the page asked for. */
type Answers = Pick<BootData, 'data' | 'errors'>;

/**
 * The API's reads a signed-out visitor's page may be made of and stay the same for everyone until
 * the catalogue changes. A product's own page is not among them: reading it counts a view.
 */
const CATALOGUE_READS = [
  /^\/api\/categories(\/[^/?]+\/statistics)?(\?|$)/,
  /^\/api\/market\/summary(\?|$)/,
  /^\/api\/products(\?|$)/,
  /^\/api\/users\/[^/?]+(\?|$)/,
  /^\/api\/vendors\/[^/?]+\/ratings(\?|$)/,
];
const SIGNED_OUT = '/api/auth/me';

function hintsOf(request: Pick<PageRequest, 'cookie' | 'userAgent'>) {
  return {
    phone: PHONE_USER_AGENT.test(request.userAgent ?? ''),
    tradingView: tradingViewChosen(request.cookie ?? ''),
  };
}

export function variantOf(request: Pick<PageRequest, 'cookie' | 'userAgent'>): string {
  const hints = hintsOf(request);
  return `${hints.phone ? 'phone' : 'desktop'} ${hints.tradingView ? 'trading' : 'marketplace'}`;
}

/** True when every answer came and each is the catalogue's (or the signed-out visitor's "nobody"). */
function isCatalogueOnly(answers: Answers): boolean {
  const keys = Object.keys(answers.data).map((key) => key.replace(/^\$inf\$/, ''));
  const refused = Object.keys(answers.errors).filter((key) => key !== SIGNED_OUT);
  return (
    refused.length === 0 &&
    keys.every((key) => key === SIGNED_OUT || CATALOGUE_READS.some((read) => read.test(key)))
  );
}

/**
 * Every SWR hook waits for its answer (React suspends the page until it is there) instead of
 * rendering its loading state. A key is asked for once per page. The API's refusals are kept to
 * be shown; what could not be asked (the API unreachable) is left to the browser.
 */
function loadOnServer(transport: Transport, answers: Answers): Middleware {
  const loads = new Map<string, Promise<unknown>>();
  return (useSWRNext) => (key, fetcher, config) => {
    // useSWRInfinite passes its function of page keys: the page shows its first page first.
    const pageKey = typeof key === 'function' ? (key as PageKey) : undefined;
    const firstKey: Key = pageKey ? pageKey(0, null) : key;
    if (!fetcher || !unstable_serialize(firstKey)) return useSWRNext(key, fetcher, config);
    const serialized = pageKey ? infiniteKeyOf(pageKey) : unstable_serialize(key);
    let load = loads.get(serialized);
    if (!load) {
      load = requests
        .run(transport, async () => {
          const data: unknown = await fetcher(firstKey);
          return pageKey ? [data] : data;
        })
        .then(
          (data) => {
            answers.data[serialized] = data;
            // An infinite list's pages are cached one by one as well: Load More then asks only for the next.
            if (pageKey) answers.data[unstable_serialize(firstKey)] = (data as unknown[])[0];
            return data;
          },
          (error: unknown) => {
            if (error instanceof ApiError) answers.errors[serialized] = error.response;
            return undefined;
          },
        );
      loads.set(serialized, load);
    }
    return useSWRNext(key, fetcher, { ...config, fallbackData: load as typeof config.fallbackData });
  };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const transport: Transport = {
    origin: request.apiOrigin,
    headers: request.cookie ? { cookie: request.cookie } : {},
  };
  const hints = hintsOf(request);
  const response: ServerResponse = { status: 200 };
  const answers: Answers = { data: {}, errors: {} };
  const page = (swr: SWRConfiguration) => (
    <StrictMode>
      <ServerResponseContext value={(part) => Object.assign(response, part)}>
        <RenderHintsContext value={hints}>
          <SWRConfig value={{ ...swrConfig, ...swr }}>
            <StaticRouter location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </SWRConfig>
        </RenderHintsContext>
      </ServerResponseContext>
    </StrictMode>
  );
  // The first pass waits for every screen's code and answers. The second renders from the answers
  // at once, into SWR's cache as the browser will start it: the same screen, errors included, and
  // no inline scripts to put late parts in place (the site's policy forbids them). What did not
  // arrive in time goes out loading, for the browser to finish.
  await prerender(page({ provider: () => new Map(), use: [loadOnServer(transport, answers)] }), {
    signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    onError: request.onError,
  });
  // Answers arriving late cannot slip in from here on: the rest runs without a pause.
  const html = renderToString(page({ provider: () => cacheOf(answers) }));
  return {
    ...response,
    html,
    bodyClass: themeClassOf(hints.tradingView),
    colorScheme: hints.tradingView ? 'dark' : 'light',
    bootJson: serializeBootData({ hints, ...answers }),
    catalogueOnly: response.status === 200 && isCatalogueOnly(answers),
  };
}
