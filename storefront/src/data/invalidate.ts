import { useSWRConfig } from 'swr';
import { unstable_serialize as pagedListKey, type SWRInfiniteKeyLoader } from 'swr/infinite';

/** Each paged list's cache key, with the path of its first page (what `touches` is asked about). */
const pagedLists = new Map<string, string>();

export function rememberPagedList(pageKey: SWRInfiniteKeyLoader): void {
  const key = pagedListKey(pageKey);
  const firstPage = pageKey(0, null);
  if (key && typeof firstPage === 'string') pagedLists.set(key, firstPage);
}

/**
 * After a change, marks what it touched as out of date, as `invalidateQueries` would: lists on
 * screen load again now, lists not on screen are forgotten and load afresh when next shown (the
 * cache otherwise never goes stale, spec §7). `touches` is asked about each cached API path.
 */
export function useInvalidate() {
  const { cache, mutate } = useSWRConfig();
  return async (touches: (path: string) => boolean) => {
    const matched = [...cache.keys()].filter((key) => touches(pagedLists.get(key) ?? key));
    for (const key of matched) cache.delete(key);
    await Promise.all(matched.map((key) => mutate(key)));
  };
}
