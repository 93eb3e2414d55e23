import type { Address } from '@rawex/client';
import { MAX_OFFSET } from '@rawex/api/contracts/paging-values';
import useSWRInfinite from 'swr/infinite';
import { fetchPage, type Page } from './client';
import { rememberPagedList } from './invalidate';
import type { ItemOf } from './read';

/** Which page of a list to ask for: by offset, or (cursor-paged lists) after a cursor. */
export interface PageQuery {
  limit: number;
  offset?: number;
  /** The cursor (X-Next-Cursor) of the page before. */
  before?: number;
}

export interface PagedList<T> {
  items: T[] | undefined;
  /** Every match, as the API counts them (`X-Total-Count`), not only those loaded. */
  total: number | undefined;
  /** `total` is the API's estimate: more pages are asked for while each comes full. */
  approximate: boolean;
  error: Error | undefined;
  isLoading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * A list the API pages: the first page, then each `loadMore` asks for the next while there is
 * one — by offset while the total says so, or (`paging: 'cursor'`) from the page before's
 * X-Next-Cursor. `addressOf` makes each page's address (`readAddress`, which types the list's
 * items); null from it waits (nobody signed in yet).
 */
export function usePagedList<A extends Address<readonly unknown[]>>(
  addressOf: (page: PageQuery) => A | null,
  pageSize: number,
  paging: 'offset' | 'cursor' = 'offset',
): PagedList<ItemOf<A>> {
  const pageKey = (index: number, previous: Page<ItemOf<A>> | null) => {
    if (previous && previous.items.length === 0) return null;
    if (paging === 'cursor') {
      if (previous && previous.nextCursor === undefined) return null;
      return addressOf({ limit: pageSize, before: previous ? Number(previous.nextCursor) : undefined });
    }
    if (
      previous &&
      (previous.estimated ? previous.items.length < pageSize : index * pageSize >= previous.total)
    )
      return null;
    // The API pages by offset down to MAX_OFFSET: past it, a list is narrowed instead.
    if (index * pageSize > MAX_OFFSET) return null;
    return addressOf({ limit: pageSize, offset: index * pageSize });
  };
  rememberPagedList(pageKey);
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite<Page<ItemOf<A>>>(
    pageKey,
    fetchPage,
    {
      revalidateFirstPage: false,
    },
  );
  const items = data?.flatMap((page) => page.items);
  const total = data?.[0]?.total;
  const approximate = data?.[0]?.estimated === true;
  const lastPage = data?.at(-1);
  return {
    items,
    total,
    approximate,
    error: error as Error | undefined,
    isLoading,
    loadingMore: isValidating && data !== undefined && data.length < size,
    hasMore:
      (paging === 'cursor' || (data?.length ?? 0) * pageSize <= MAX_OFFSET) &&
      (approximate
        ? lastPage?.items.length === pageSize
        : items !== undefined && total !== undefined && items.length < total),
    loadMore: () => void setSize(size + 1),
  };
}
