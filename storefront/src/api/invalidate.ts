import { useSWRConfig } from 'swr';

const INFINITE_PREFIX = '$inf$';

/**
 * After a change, marks what it touched as out of date, as `invalidateQueries` would: lists on
 * screen load again now, lists not on screen are forgotten and load afresh when next shown (the
 * cache otherwise never goes stale, spec §7). `touches` is asked about each cached API path.
 */
export function useInvalidate() {
  const { cache, mutate } = useSWRConfig();
  return async (touches: (path: string) => boolean) => {
    const matched = [...cache.keys()].filter((key) =>
      touches(key.startsWith(INFINITE_PREFIX) ? key.slice(INFINITE_PREFIX.length) : key),
    );
    for (const key of matched) cache.delete(key);
    await Promise.all(matched.filter((key) => !key.startsWith(INFINITE_PREFIX)).map((key) => mutate(key)));
  };
}
