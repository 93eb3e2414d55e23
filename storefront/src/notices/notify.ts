import { useSyncExternalStore } from 'react';
import { whatWentWrong } from '../data/client';

export interface Notice {
  title: string;
  description: string;
  type: 'success' | 'error' | 'info';
  /** The next step it offers: "View cart". */
  action?: { label: string; onClick: () => void };
}

// The toasts' region mounts with the first notice: until then neither it nor the queue's code loads.
let toastsWanted = false;
const listeners = new Set<() => void>();

/** True once something has been said: the frame then mounts the toasts' region. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toastsWanted,
    // Nothing has been said on the server.
    () => false,
  );
}

/** Shows a toast; the queue keeps it until the region, loading with the first notice, shows it. */
export function notify(notice: Notice): void {
  if (!toastsWanted) {
    toastsWanted = true;
    for (const listener of listeners) listener();
  }
  void import('./toast-queue').then(({ toaster }) => toaster.create(notice));
}

/** For a promise's failure: an error toast saying what went wrong, as the API said it (or `fallback`). */
export const sayFailure =
  (fallback: string) =>
  (failure: unknown): void =>
    notify({ title: 'Error', description: whatWentWrong(failure, fallback), type: 'error' });

/** For a dialog's action: the person is told what went wrong, and the dialog stays open to try again. */
export const sayFailureAndRethrow =
  (fallback: string) =>
  (failure: unknown): never => {
    sayFailure(fallback)(failure);
    throw failure;
  };
