import { media } from '@rawex/ui-kit';
import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia(media.mobile);

/** True below the 768px breakpoint, where screens with a phone layout switch to it. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = query();
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => query().matches,
  );
}
