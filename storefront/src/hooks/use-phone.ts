import { media } from '@rawex/ui-kit';
import { useSyncExternalStore } from 'react';
import { useRenderHints } from '../server-rendering/server-render';

const query = () => window.matchMedia(media.mobile);

/**
 * True below the 768px breakpoint, where screens with a phone layout switch to it. A page
 * rendered on the server (and its hydration) goes by the request's user agent until the browser
 * can measure.
 */
export function usePhone(): boolean {
  const hints = useRenderHints();
  return useSyncExternalStore(
    (onChange) => {
      const list = query();
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => query().matches,
    () => hints?.phone ?? false,
  );
}
