import type { Address, AnswerOf } from '@rawex/client';
import useSWR, { type SWRConfiguration } from 'swr';
import { fetchPage, type Page } from './client';

/** What a list's address answers one of. */
export type ItemOf<A> = AnswerOf<A> extends readonly (infer Item)[] ? Item : never;

/**
 * A read of the API, cached under its address: `useRead(readAddress('/api/products/{id}', …))`.
 * What it answers is typed from the OpenAPI document by the address; null waits.
 */
export function useRead<A extends Address<unknown>>(address: A | null, config?: SWRConfiguration) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<AnswerOf<A>, Error>(address, config);
  return { data, error, isLoading, isValidating, mutate };
}

/** One page of a list the API pages, with the total the API counted. */
export function useReadPage<A extends Address<readonly unknown[]>>(
  address: A | null,
  config?: SWRConfiguration,
) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<Page<ItemOf<A>>, Error>(
    address,
    fetchPage,
    config,
  );
  return { data, error, isLoading, isValidating, mutate };
}
