import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from './api/swr-config';
import { AppRoutes } from './app/routes';
import { preloadCatalogue } from './routes/Products/Products';

// The catalogue's first page is asked for before the app renders: its pictures are the page's largest paint.
if (window.location.pathname === '/products') preloadCatalogue(window.location.search);

const root = createRoot(document.getElementById('root') as HTMLElement);

// A transition renders in slices that yield to the browser between them, so the first render
// does not hold the main thread (and the page's input) for one long task.
startTransition(() =>
  root.render(
    <StrictMode>
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SWRConfig>
    </StrictMode>,
  ),
);
