import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../api/swr-config';
import { routes } from '../app/routes';

/** Renders the whole app (layout and all) at `path`, with a cache of its own. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router };
}
