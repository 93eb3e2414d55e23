import { useHydrated } from './use-hydrated';

/**
 * The reader's time zone (`Europe/Berlin`), in which a date-and-time field is filled in: known
 * once the page runs in their browser, undefined on the server.
 */
export function useTimeZone(): string | undefined {
  return useHydrated() ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
}
