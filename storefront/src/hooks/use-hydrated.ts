import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while the browser takes its page over; true once the screen's code runs. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
