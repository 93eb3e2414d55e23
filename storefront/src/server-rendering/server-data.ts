/**
 * The data a page rendered on the server is made of: asked of the API as the visitor (their
 * cookie, this process's API), once for each SWR key, while React renders the page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { unstable_serialize, type Key, type Middleware } from 'swr';
import { unstable_serialize as infiniteKeyOf } from 'swr/infinite';
import { setTransport, type Transport } from '../data/client';
import { RawexApiError } from '@rawex/client';
import type { BootData } from './boot-data';

const requests = new AsyncLocalStorage<Transport>();

setTransport(() => {
  const transport = requests.getStore();
  if (!transport) throw new Error('An API request was made outside a page being rendered.');
  return transport;
});

type PageKey = (index: number, previousPage: unknown) => Key;

/** What the API answered for each SWR key the page asked for. */
export type Answers = Pick<BootData, 'data' | 'errors'>;

/**
 * Every SWR hook waits for its answer (React suspends the page until it is there) instead of
 * rendering its loading state. A key is asked for once per page. The API's refusals are kept to
 * be shown; what could not be asked (the API unreachable), and the `deferred` keys, are left to
 * the browser: the page goes out with them loading.
 */
export function loadOnServer(
  transport: Transport,
  answers: Answers,
  deferred: ReadonlySet<string>,
): Middleware {
  const loads = new Map<string, Promise<unknown>>();
  return (useSWRNext) => (key, fetcher, config) => {
    // useSWRInfinite passes its function of page keys: the page shows its first page first.
    const pageKey = typeof key === 'function' ? (key as PageKey) : undefined;
    const firstKey: Key = pageKey ? pageKey(0, null) : key;
    if (!fetcher || !unstable_serialize(firstKey)) return useSWRNext(key, fetcher, config);
    const serialized = pageKey ? infiniteKeyOf(pageKey) : unstable_serialize(key);
    if (deferred.has(serialized)) return useSWRNext(key, fetcher, config);
    let load = loads.get(serialized);
    if (!load) {
      load = requests
        .run(transport, async () => {
          const data: unknown = await fetcher(firstKey);
          return pageKey ? [data] : data;
        })
        .then(
          (data) => {
            answers.data[serialized] = data;
            // An infinite list's pages are cached one by one as well: Load More then asks only for the next.
            if (pageKey) answers.data[unstable_serialize(firstKey)] = (data as unknown[])[0];
            return data;
          },
          (error: unknown) => {
            if (error instanceof RawexApiError) answers.errors[serialized] = error.answer;
            return undefined;
          },
        );
      loads.set(serialized, load);
    }
    return useSWRNext(key, fetcher, { ...config, fallbackData: load as typeof config.fallbackData });
  };
}
