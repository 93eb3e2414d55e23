import { media } from '@rawex/ui-kit';
import { afterEach } from 'vitest';

const desktop = window.matchMedia;

/** Makes the phone media query match until the test ends, so screens take their phone layout. */
export function onPhone(): void {
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query === media.mobile }) as MediaQueryList;
}

afterEach(() => {
  window.matchMedia = desktop;
});
