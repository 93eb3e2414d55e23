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
import {
  cacheOf,
  serializeBootData,
  serializeBootDataAfter,
  type BootData,
} from './server-rendering/boot-data';
import { AppRoutes } from './routing/routes';
import {
  RenderHintsContext,
  ScreenSlotContext,
  ServerResponseContext,
  type ServerResponse,
} from './server-rendering/server-render';
import { keptFrames, type KeptFrame } from './server-rendering/kept-frames';
import { catalogueReadsOf, SESSION, viewedProductsOf } from './server-rendering/catalogue-reads';
import { asVisitor, loadOnServer, type Answers } from './server-rendering/server-data';
import { encodedFrame, encodedScreen, SCREEN_SLOT, sharedScreenOf } from './server-rendering/shared-screens';
import { themeClassOf, tradingViewChosen } from './shell/trading-view';
import type { Chunks, PageRequest, RenderedPage, SharedScreen } from './server-rendering/render-contract';

const PHONE_USER_AGENT = /Mobi|Android|iPhone|iPod/i;
const DEFAULT_TIMEOUT_MS = 3000;

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

/** The frames around kept screens, for each visitor's answers (see kept-frames). */
const frames = keptFrames<ServerResponse>(SESSION);

/**
 * Renders the app at the request's address: the whole page, or (given the `slot` to put in the
 * screen's place) only the frame. `known` answers are not asked for again.
 */
async function renderApp(
  request: PageRequest,
  slot: string | null,
  known: Record<string, unknown> = {},
): Promise<Rendering> {
  const transport = transportOf(request);
  const response: ServerResponse = { status: 200 };
  const answers: Answers = { data: {}, errors: {}, screenKeys: new Set(), fetchers: new Map() };
  const page = (swr: SWRConfiguration) => (
    <StrictMode>
      <ServerResponseContext value={(part) => Object.assign(response, part)}>
        <RenderHintsContext value={hintsOf(request)}>
          <ScreenSlotContext value={slot}>
            <SWRConfig value={{ ...swrConfig, ...swr }}>
              <StaticRouter location={request.url}>
                <AppRoutes />
              </StaticRouter>
            </SWRConfig>
          </ScreenSlotContext>
        </RenderHintsContext>
      </ServerResponseContext>
    </StrictMode>
  );
  // The first pass waits for every screen's code and answers. The second renders from the answers
  // at once, into SWR's cache as the browser will start it: the same screen, errors included, and
  // no inline scripts to put late parts in place (the site's policy forbids them). What did not
  // arrive in time goes out loading, for the browser to finish.
  await prerender(page({ provider: () => new Map(), use: [loadOnServer(transport, answers, known)] }), {
    signal: AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    onError: request.onError,
  });
  // Answers arriving late cannot slip in from here on: the rest runs without a pause.
  const rendered = renderToString(page({ provider: () => cacheOf(answers) }));
  return { rendered, response, answers };
}

/**
 * The page as the browser is sent it, from the parts the server put together: in a frame, the
 * kept screen's answers come first, and the frame's own after them.
 */
function pageOf(
  request: PageRequest,
  html: Chunks,
  response: ServerResponse,
  { data, errors }: Pick<BootData, 'data' | 'errors'>,
  { sharedScreen, framing }: { sharedScreen?: SharedScreen; framing?: SharedScreen },
): RenderedPage {
  const hints = hintsOf(request);
  const answered = framing ? { ...framing.data, ...data } : data;
  const keys = [...Object.keys(answered), ...Object.keys(errors)];
  return {
    ...response,
    html,
    bodyClass: themeClassOf(hints.tradingView),
    colorScheme: hints.tradingView ? 'dark' : 'light',
    bootJson: framing
      ? serializeBootDataAfter(encodedScreen(framing).answers, { hints, data, errors })
      : [serializeBootData({ hints, data, errors })],
    catalogueOnly:
      response.status === 200 && catalogueReadsOf(request.catalogueReads).isCatalogueOnly(answered, keys),
    viewedProducts: viewedProductsOf(keys),
    sharedScreen,
  };
}

/**
 * A kept screen in a frame of the visitor's own. The frame is rendered once for each set of
 * answers it shows (who is signed in, their cart) at each address, and kept.
 */
async function renderInFrame(request: PageRequest, shared: SharedScreen): Promise<RenderedPage> {
  const address = `${variantOf(request)} ${request.url}`;
  const read = await asVisitor(transportOf(request), () => frames.read(address));
  const kept = read && frames.get(address, read);
  if (kept) return framed(request, shared, kept, { data: read, errors: {} });
  const { rendered, response, answers } = await renderApp(request, SCREEN_SLOT, read);
  const frame = { html: rendered, response };
  if (Object.keys(answers.errors).length === 0) frames.keep(address, answers.data, answers.fetchers, frame);
  return framed(request, shared, frame, answers);
}

/** The page of a kept screen in its frame: the frame's answers win (who is signed in is the frame's to say). */
function framed(
  request: PageRequest,
  shared: SharedScreen,
  frame: KeptFrame<ServerResponse>,
  answers: Pick<BootData, 'data' | 'errors'>,
): RenderedPage {
  const screen = encodedScreen(shared);
  const [before, after] = encodedFrame(frame);
  const html = [screen.resources, before, screen.html, after];
  const response = { ...frame.response, status: 200, title: shared.title, screen: shared.screen };
  return pageOf(request, html, response, answers, { sharedScreen: shared, framing: shared });
}

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  if (request.sharedScreen) return renderInFrame(request, request.sharedScreen);
  const { rendered, response, answers } = await renderApp(request, null);
  return pageOf(request, [rendered], response, answers, {
    sharedScreen: sharedScreenOf(request.catalogueReads, rendered, response, answers),
  });
}
