import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../data/swr-config';
import { AppRoutes } from '../routing/routes';
import { DisplayCurrencyProvider } from '../money/display-currency';

/** Renders the whole app (frame and all) at `path`, with a cache of its own; `location()` says where it is now. */
export function renderRoute(path: string) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <DisplayCurrencyProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </DisplayCurrencyProvider>
    </SWRConfig>,
  );
  return { ...view, location: () => current as Location };
}
