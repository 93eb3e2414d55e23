/**
 * The one way the storefront talks to the API: same-origin `/api` paths, credentials always sent,
 * and any non-OK answer thrown as `Error("<status>: <body text>")` (spec §8).
 *
 * The data hooks built on it report a failure one way: a read returns it as `error` (this
 * ApiError, or the network's Error) and its screen chooses the words; an action rejects with it
 * for its screen to show (a toast, or messages on the fields at fault). Only the actions the spec
 * gives a toast of their own (cart changes, order moves) show it themselves, so every caller
 * says the same.
 */

import { createRawexClient } from '@rawex/client';

/** A problem+json answer's parts the screens read: its stable code and the fields at fault. */
export interface Problem {
  code?: string;
  detail?: string;
  errors?: { field: string; message: string }[];
}

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem | null;
  /** The answer as it came, so an error met on the server can be handed to the browser whole. */
  readonly response: { status: number; body: string; statusText: string };

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = parseProblem(body);
    this.response = { status, body, statusText };
  }

  static from({ status, body, statusText }: ApiError['response']): ApiError {
    return new ApiError(status, body, statusText);
  }

  /** What to tell a person: the API's own explanation, else the status line. */
  get detail(): string {
    return this.problem?.detail ?? this.message;
  }
}

function parseProblem(body: string): Problem | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Problem) : null;
  } catch {
    return null;
  }
}

/**
 * Where requests go and what they carry besides: in a browser, the page's own origin; while the
 * server renders a page, the API itself and the visitor's cookie.
 */
export interface Transport {
  origin: string;
  headers?: Record<string, string>;
}

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

/** Sends a request and answers the raw response, having thrown for a non-OK status. */
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
  const response = await fetch(new URL(path, transport.origin), {
    method,
    body,
    headers: sendHeaders,
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

/**
 * The API's calls typed from its OpenAPI document: `api.POST('/api/keys', { body })` checks the
 * path, the body and the answer. Each goes the way `send` goes (the transport, the CSRF header, a
 * failure thrown as ApiError).
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

/** Sends a request and answers its JSON body (undefined for 204). */
export async function request<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** SWR's loader: a GET of the key's path. */
export const fetcher = <T>(path: string): Promise<T> => request<T>(path);

/** A page of a list: its items and the total the API counted (X-Total-Count). */
export interface Page<T> {
  items: T[];
  total: number;
  /** A cursor-paged list's next page (X-Next-Cursor); absent on the last. */
  nextCursor?: string;
  /** The total is the API's estimate (X-Total-Count-Estimated), not a count. */
  estimated?: boolean;
}

export async function fetchPage<T>(path: string): Promise<Page<T>> {
  const response = await send(path);
  const items = (await response.json()) as T[];
  const nextCursor = response.headers.get('X-Next-Cursor') ?? undefined;
  return {
    items,
    total: Number(response.headers.get('X-Total-Count') ?? items.length),
    nextCursor,
    ...(response.headers.get('X-Total-Count-Estimated') === 'true' ? { estimated: true } : {}),
  };
}

/** `/api/products?search=x&limit=24`, leaving out what is unset or blank. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** What to tell a person about a failed call: the API's explanation, or `fallback` when there is none. */
export function whatWentWrong(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.detail : fallback;
}

/** The API's refusals of single fields, as sentences by field name: `{ value: 'Must be more than 0.' }`. */
export function fieldMessages(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!(error instanceof ApiError)) return messages;
  for (const { field, message } of error.problem?.errors ?? []) {
    messages[field.replace(/^body\./, '')] = `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  }
  return messages;
}
