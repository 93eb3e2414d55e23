import { media } from '@rawex/ui-kit';
import { onTestFinished } from 'vitest';

/** Makes the phone media query match until the test ends, so screens take their phone layout. */
export function onPhone(): void {
  const desktop = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...desktop(query), matches: query === media.mobile }) as MediaQueryList;
  onTestFinished(() => {
    window.matchMedia = desktop;
  });
}
