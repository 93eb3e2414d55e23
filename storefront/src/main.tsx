import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from './data/swr-config';
import { AppRoutes } from './routing/routes';
import { RenderHintsContext } from './server-rendering/server-render';
import { DisplayCurrencyProvider } from './money/display-currency';
import { cacheOf, readBootData } from './server-rendering/boot-data';
import { replayEarlyClicks } from './server-rendering/early-clicks';
import { loadParts } from './server-rendering/lazy-parts';

const boot = readBootData();
// The server's answers start the cache, as if just loaded: the first render (hydration) shows what
// the server showed, nothing is asked for twice, and a change invalidates it like any other answer.
const startingCache = () => cacheOf(boot ?? { data: {}, errors: {} });

const app = (
  <StrictMode>
    <RenderHintsContext value={boot?.hints ?? null}>
      <SWRConfig value={{ ...swrConfig, provider: startingCache }}>
        <DisplayCurrencyProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </DisplayCurrencyProvider>
      </SWRConfig>
    </RenderHintsContext>
  </StrictMode>
);

/**
 * React's error 419: the server sent a part loading, which the browser then finishes. The server
 * does that by design for answers that missed its deadline (entry-server.tsx), and logs a real
 * rendering error itself: here it is no error of the page's, and only noted.
 */
const SENT_LOADING = /\b419\b|could not finish this Suspense boundary/;

function onRecoverableError(error: unknown) {
  if (error instanceof Error && SENT_LOADING.test(error.message)) {
    console.info('Part of this page was sent loading by the server and finished here.');
  } else {
    reportError(error);
  }
}

const container = document.getElementById('root') as HTMLElement;

function start() {
  // A transition renders in slices that yield to the browser between them, so the first render
  // (or hydration) does not hold the main thread, and the page's input, for one long task.
  startTransition(() => {
    if (boot) hydrateRoot(container, app, { onRecoverableError });
    else createRoot(container).render(app);
  });
}

// The screen and other lazy parts the server showed are loaded first (their code was asked for with
// the app's), so that hydration finds them ready and no later update shows them loading, moving the
// page under the reader. Should their code fail to load, the app starts all the same and says so
// where they go.
loadParts(boot?.parts).then(start, start);
// What was clicked while the page waited for this code is clicked again as each part comes alive.
replayEarlyClicks();
