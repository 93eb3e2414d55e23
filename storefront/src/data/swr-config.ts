import type { SWRConfiguration } from 'swr';
import { fetcher } from './client';

/** Spec §7: no refetch interval, none on focus or reconnect, data never goes stale, no retries. */
export const swrConfig: SWRConfiguration = {
  fetcher,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};
