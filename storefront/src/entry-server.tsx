/**
 * The storefront rendered on the server: a page's HTML with its data already in it, so the
 * browser paints the screen (and fetches its pictures) before any of the app's code has run.
 * The data comes from the public API like the browser's, with the visitor's cookie.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import type { Transport } from './data/client';
import { swrConfig } from './data/swr-config';
import { cacheOf, serializeBootData } from './server-rendering/boot-data';
import { AppRoutes } from './routing/routes';
import {
  RenderHintsContext,
  ServerResponseContext,
  type RenderHints,
  type ServerResponse,
} from './server-rendering/server-render';
import { chosenDisplayCurrency, DisplayCurrencyProvider } from './money/display-currency';
import { currencyOfLanguages } from './money/currency-of-languages';
import { catalogueReadsOf, SESSION, viewedProductsOf } from './server-rendering/catalogue-reads';
import { loadOnServer, type Answers } from './server-rendering/server-data';
import { themeClassOf, tradingViewChosen } from './shell/trading-view';
import type { PageRequest, RenderedPage } from './server-rendering/render-contract';

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod/i;
const DEFAULT_TIMEOUT_MS = 3000;
/** What a page rendered for everyone leaves to the browser: who is signed in, and what waits for them. */
const FOR_THE_BROWSER: ReadonlySet<string> = new Set([SESSION]);
const NOTHING_DEFERRED: ReadonlySet<string> = new Set();

type Visitor = Pick<PageRequest, 'cookie' | 'userAgent' | 'languages'>;

function hintsOf(request: Visitor): RenderHints {
  return {
    phone: PHONE_USER_AGENT.test(request.userAgent ?? ''),
    tradingView: tradingViewChosen(request.cookie ?? ''),
    displayCurrency:
      chosenDisplayCurrency(request.cookie ?? '') ?? currencyOfLanguages(request.languages ?? []),
  };
}

export function variantOf(request: Visitor): string {
  const hints = hintsOf(request);
  return `${hints.phone ? 'phone' : 'desktop'} ${hints.tradingView ? 'trading' : 'marketplace'} ${hints.displayCurrency}`;
}

/** What one rendering of the app gave: its HTML, what the screens told the response, the answers read. */
interface Rendering {
  rendered: string;
  response: ServerResponse;
  answers: Answers;
}

/** The API as the request's visitor calls it: with their cookie, on this process's API. */
const transportOf = (request: PageRequest): Transport => ({
  origin: request.apiOrigin,
  fetch: request.fetchApi,
  // Uncompressed: on the loopback, compressing and unpacking an answer costs more than sending it.
  headers: { 'accept-encoding': 'identity', ...(request.cookie ? { cookie: request.cookie } : {}) },
});

/** What a screen tells the response: the lazy parts shown add up, the rest is the last word. */
function tell(response: ServerResponse, { parts, ...rest }: Partial<ServerResponse>) {
  Object.assign(response, rest);
  if (parts) response.parts = [...new Set([...(response.parts ?? []), ...parts])];
}

/**
 * Renders the app at the request's address. For everyone, nobody's session is read: who is signed
 * in (the header's name, the cart's count, the bell) is left for the browser to ask.
 */
async function renderApp(request: PageRequest): Promise<Rendering> {
  const transport = transportOf(request);
  const response: ServerResponse = { status: 200 };
  const answers: Answers = { data: {}, errors: {} };
  const deferred = request.forEveryone ? FOR_THE_BROWSER : NOTHING_DEFERRED;
  const page = (swr: SWRConfiguration) => (
    <StrictMode>
      <ServerResponseContext value={(part) => tell(response, part)}>
        <RenderHintsContext value={hintsOf(request)}>
          <SWRConfig value={{ ...swrConfig, ...swr }}>
            <DisplayCurrencyProvider>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </DisplayCurrencyProvider>
          </SWRConfig>
        </RenderHintsContext>
      </ServerResponseContext>
    </StrictMode>
  );
  // The first pass waits for every screen's code and answers. The second renders from the answers
  // at once, into SWR's cache as the browser will start it: the same screen, errors included, and
  // no inline scripts to put late parts in place (the site's policy forbids them). What did not
  // arrive in time goes out loading, for the browser to finish.
  await prerender(page({ provider: () => new Map(), use: [loadOnServer(transport, answers, deferred)] }), {
    signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    onError: request.onError,
  });
  // Answers arriving late cannot slip in from here on: the rest runs without a pause. The parts it
  // shows are those the page has (one still loading in the first pass is not).
  delete response.parts;
  const rendered = renderToString(page({ provider: () => cacheOf(answers) }));
  return { rendered, response, answers };
}

/** The page as the browser is sent it. */
function pageOf(
  request: PageRequest,
  html: string,
  response: ServerResponse,
  answers: Answers,
): RenderedPage {
  const hints = hintsOf(request);
  const { data, errors } = answers;
  const keys = [...Object.keys(data), ...Object.keys(errors)];
  const catalogueOnly =
    response.status === 200 && catalogueReadsOf(request.catalogueReads).isCatalogueOnly(data, keys);
  return {
    ...response,
    html,
    bodyClass: themeClassOf(hints.tradingView),
    colorScheme: hints.tradingView ? 'dark' : 'light',
    bootJson: serializeBootData({ hints, data, errors, parts: response.parts }),
    catalogueOnly,
    forEveryone: Boolean(request.forEveryone && response.sameForEveryone && catalogueOnly),
    viewedProducts: viewedProductsOf(keys),
  };
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const { rendered, response, answers } = await renderApp(request);
  return pageOf(request, rendered, response, answers);
}
