import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../data/swr-config';
import { AppRoutes } from '../routing/routes';

/** Renders the whole app (frame and all) at `path`, with a cache of its own; `location()` says where it is now. */
export function renderRoute(path: string) {
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { ...view, location: () => current as Location };
}
