import type { State } from 'swr';
import { unstable_serialize as pagedListKey } from 'swr/infinite';
import { RawexApiError, type ApiAnswer } from '@rawex/client';
import type { RenderHints } from './server-render';
import { BOOT_DATA_ID } from './render-contract';

/** What the server rendered a page from: each SWR key's answer, and its guesses about the browser. */
export interface BootData {
  hints: RenderHints;
  data: Record<string, unknown>;
  /** The API's refusals (a 404 for a missing product): the page showed them as the browser would. */
  errors: Record<string, ApiAnswer>;
  /** The sources of the lazy parts the page shows (its screen among them): loaded before hydrating. */
  parts?: string[];
}

/** How SWR marks a paged list's key: this mark, then the key of its first page. */
const PAGED_LIST = pagedListKey(() => '');

/** Each paged list's first page, with the key SWR also caches it under. */
const firstPagesOf = (data: BootData['data']): [key: string, page: unknown][] =>
  Object.entries(data).flatMap(([key, pages]) =>
    key.startsWith(PAGED_LIST) && Array.isArray(pages) && pages.length > 0
      ? [[key.slice(PAGED_LIST.length), pages[0]] as [string, unknown]]
      : [],
  );

/**
 * The answers as a page sends them: a paged list's first page, which SWR also caches under the
 * page's own key, goes once, inside the list (`cacheOf` puts it back under its key).
 */
function sentAnswers(data: BootData['data']): BootData['data'] {
  const sent = { ...data };
  for (const [key, page] of firstPagesOf(data)) if (sent[key] === page) delete sent[key];
  return sent;
}

/** A paged list's first page under its own key too, as SWR's cache held it where it was rendered. */
function withFirstPages(data: BootData['data']): BootData['data'] {
  const whole = { ...data };
  for (const [key, page] of firstPagesOf(data)) if (!(key in whole)) whole[key] = page;
  return whole;
}

/** As JSON safe inside a <script> element: no `</script>` or `<!--` can end or break it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function serializeBootData(boot: BootData): string {
  return scriptSafeJson({ ...boot, data: sentAnswers(boot.data) });
}

/** The data a server-rendered page came with, or null when the browser renders the page alone. */
export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as BootData) : null;
}

/**
 * SWR's cache as the page's answers leave it, as if each had just loaded: the server renders its
 * page from it, and the browser starts from the same, so both show the same screen.
 */
export function cacheOf({ data, errors }: Pick<BootData, 'data' | 'errors'>): Map<string, State> {
  return new Map<string, State>([
    ...Object.entries(withFirstPages(data)).map(([key, value]): [string, State] => [key, { data: value }]),
    ...Object.entries(errors).map(([key, error]): [string, State] => [
      key,
      { error: new RawexApiError(error) },
    ]),
  ]);
}
