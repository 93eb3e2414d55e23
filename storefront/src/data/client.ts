/**
 * The one way the storefront talks to the API: same-origin `/api` paths, credentials always sent,
 * and any non-OK answer thrown as the client's RawexApiError, whose message is
 * `<status>: <body text>` (spec §8).
 *
 * The data hooks built on it report a failure one way: a read returns it as `error` (a
 * RawexApiError, or the network's Error) and its screen chooses the words; an action rejects with it
 * for its screen to show (a toast, or messages on the fields at fault). Only the actions the spec
 * gives a toast of their own (cart changes, order moves) show it themselves, so every caller
 * says the same.
 */

import { createRawexClient, RawexApiError, readPaging } from '@rawex/client';

/**
 * Where requests go and what they carry besides: in a browser, the page's own origin; while the
 * server renders a page, the API itself and the visitor's cookie.
 */
export interface Transport {
  origin: string;
  headers?: Record<string, string>;
  /** Sends a request to the API without the network (the server's renderer, in the API's process). */
  fetch?: ApiFetch;
}

/** A request's path and query and its options in, the API's answer out, as `fetch` does. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let currentTransport = (): Transport => ({ origin: window.location.origin });

/** The server's renderer points requests at the API, asking each time (pages render side by side). */
export function setTransport(current: () => Transport): void {
  currentTransport = current;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends a request and returns the raw response, having thrown for a non-OK status. */
export async function send(path: string, { method = 'GET', body, headers = {} }: RequestOptions = {}) {
  if (body === undefined || body instanceof FormData) return transmit(path, method, body, headers);
  return transmit(path, method, JSON.stringify(body), { ...headers, 'Content-Type': 'application/json' });
}

async function transmit(
  path: string,
  method: string,
  body: BodyInit | undefined,
  headers: Record<string, string>,
) {
  const transport = currentTransport();
  const sendHeaders = { ...transport.headers, ...headers };
  // Tells the API this is our own script, not a cross-site form (its CSRF check).
  if (method !== 'GET') sendHeaders['X-Requested-With'] = 'XMLHttpRequest';
  const init: RequestInit = { method, body, headers: sendHeaders, credentials: 'include' };
  const response = transport.fetch
    ? await transport.fetch(path, init)
    : await fetch(new URL(path, transport.origin), init);
  if (!response.ok) throw await RawexApiError.from(response);
  return response;
}

/**
 * The API's calls typed from its OpenAPI document: `api.POST('/api/keys', { body })` checks the
 * path, the body and the answer. Each goes the way `send` goes (the transport, the CSRF header, a
 * failure thrown as RawexApiError).
 */
export const api = createRawexClient({
  // Only the path and query of a call are used: `transmit` sends them to the transport's origin.
  baseUrl: 'http://rawex.invalid',
  async fetch(call) {
    const { pathname, search } = new URL(call.url);
    const body = call.body ? await call.text() : undefined;
    return transmit(`${pathname}${search}`, call.method, body, Object.fromEntries(call.headers));
  },
});

/**
 * SWR's loader: a GET of the key, an address made by `readAddress` (the data hooks type their
 * reads from the OpenAPI document by it). Answers the JSON body, undefined for 204.
 */
export async function fetcher(address: string): Promise<unknown> {
  const response = await send(address);
  return response.status === 204 ? undefined : response.json();
}

/** A page of a list: its items and the total the API counted (X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
  /** A cursor-paged list's next page (X-Next-Cursor); absent on the last. */
  nextCursor?: string;
  /** The total is the API's estimate (X-Total-Count-Estimated), not a count. */
  estimated?: boolean;
}

/** SWR's loader for a page of a list: its items, and what the headers say of the whole list. */
export async function fetchPage<T>(address: string): Promise<Page<T>> {
  const response = await send(address);
  const items = (await response.json()) as T[];
  const { total, estimated, nextCursor } = readPaging(response);
  return { items, total: total ?? items.length, nextCursor, ...(estimated ? { estimated } : {}) };
}

/** What to tell a person about a failed call: the API's explanation, or `fallback` when there is none. */
export function whatWentWrong(error: unknown, fallback: string): string {
  return error instanceof RawexApiError ? error.detail : fallback;
}

/** The API's refusals of single fields, as sentences by field name: `{ value: 'Must be more than 0.' }`. */
export function fieldMessages(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!(error instanceof RawexApiError)) return messages;
  for (const { field, message } of error.errors) {
    messages[field.replace(/^body\./, '')] = `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  }
  return messages;
}
