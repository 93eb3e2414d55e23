import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser takes its page over; true once the screen's code runs.
 * Forms wait for it: a choice made before then is lost when the code takes over, and a form sent
 * before then goes out as the browser's own GET, the password in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
