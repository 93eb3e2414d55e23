import createFetchClient from 'openapi-fetch';
import type { Client, ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
/** The API's named shapes: `Schemas['Product']`, `Schemas['BulkImportResult']` … */
export type Schemas = components['schemas'];

/** An answer of the API as it came: enough to make its RawexApiError again elsewhere (a browser). */
export interface ApiAnswer {
  status: number;
  body: string;
  statusText: string;
  /** Seconds to wait before trying again, from Retry-After (429 and 503). */
  retryAfter?: number | undefined;
}

/**
 * A refusal or failure of the API, read from its problem+json answer. Its message is the status,
 * a colon and a space, then the answer's body (its status text when the body is empty).
 */
export class RawexApiError extends Error {
  readonly status: number;
  /** The stable code to branch on: `validation_failed`, `missing_permission` … */
  readonly code: string;
  /** What to tell a person: the API's own explanation, else its title or status. */
  readonly detail: string;
  /** The fields at fault, when the request's content was refused. */
  readonly errors: { field: string; message: string }[];
  /** Seconds to wait before trying again (429 and 503). */
  readonly retryAfter: number | undefined;
  /** The answer as it came. */
  readonly answer: ApiAnswer;

  constructor(answer: ApiAnswer) {
    super(`${answer.status}: ${answer.body || answer.statusText}`);
    const problem = problemOf(answer.body);
    this.name = 'RawexApiError';
    this.status = answer.status;
    this.code = problem.code ?? `http_${answer.status}`;
    this.detail =
      problem.detail ??
      problem.title ??
      (answer.body.trim() || answer.statusText || `The API answered ${answer.status}.`);
    this.errors = Array.isArray(problem.errors) ? (problem.errors as RawexApiError['errors']) : [];
    this.retryAfter = answer.retryAfter;
    this.answer = answer;
  }

  static async from(response: Response): Promise<RawexApiError> {
    const retryAfter = Number(response.headers.get('Retry-After'));
    return new RawexApiError({
      status: response.status,
      body: await response.text(),
      statusText: response.statusText,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
}

/** The problem+json parts of an answer's body; nothing when it is not a JSON object. */
function problemOf(body: string): { code?: string; detail?: string; title?: string; errors?: unknown } {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export interface RawexClientOptions {
  /** Where RawEx answers, e.g. `https://rawex.example` (the paths carry /api). */
  baseUrl: string;
  /** An API key, sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** A session cookie (`rawex_session=…`), for callers that signed in with a password. */
  cookie?: string;
  /** Sends each call, given as a Request (globalThis.fetch unless told). */
  fetch?: ClientOptions['fetch'];
  /** Headers sent on every request besides (an Origin, for a cookie-signed-in server-side caller). */
  headers?: Record<string, string>;
}

export type RawexClient = Client<paths>;

/**
 * A client whose every path, parameter, body and answer is typed from the API's OpenAPI
 * document. A call resolves to `{ data, response }` on success and rejects with a
 * RawexApiError otherwise, so `data` is always there to use.
 */
export function createRawexClient(options: RawexClientOptions): RawexClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use({
    async onResponse({ response }) {
      if (!response.ok) throw await RawexApiError.from(response);
      return undefined;
    },
  });
  return client;
}

/**
 * A call's answer with its data typed as present: the client rejects every failure, so a
 * resolved call always carries its data.
 */
export async function ok<Data>(
  call: Promise<{ data?: Data; response: Response }>,
): Promise<{ data: Data; response: Response }> {
  const { data, response } = await call;
  return { data: data as Data, response };
}

/** What a list answer's headers say of the whole list. */
export interface Paging {
  /** How many items match in all (X-Total-Count). */
  total: number | undefined;
  /** The total is the API's estimate of a large count (X-Total-Count-Estimated), not a count. */
  estimated: boolean;
  /** The query of the next page, from the Link header; undefined on the last page. */
  next: Record<string, string> | undefined;
  /** A cursor-paged list's next cursor (X-Next-Cursor); undefined on the last page. */
  nextCursor: string | undefined;
}

export function readPaging(response: Response): Paging {
  const total = response.headers.get('X-Total-Count');
  const link = response.headers.get('Link') ?? '';
  const next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return {
    total: total === null ? undefined : Number(total),
    estimated: response.headers.get('X-Total-Count-Estimated') === 'true',
    next: next ? Object.fromEntries(new URL(next, 'http://rawex.invalid').searchParams) : undefined,
    nextCursor: response.headers.get('X-Next-Cursor') ?? undefined,
  };
}

/**
 * Every page of a list, one after another, following each answer's Link to the next (by offset
 * or by cursor, as the list pages). `fetchPage` asks for a page with the query given.
 */
export async function* pages<Item>(
  fetchPage: (
    query: Record<string, string>,
  ) => Promise<{ data?: Item[] | { items: Item[] }; response: Response }>,
  firstQuery: Record<string, string> = {},
): AsyncGenerator<{ items: Item[]; total: number | undefined }> {
  let query: Record<string, string> | undefined = firstQuery;
  while (query) {
    const { data, response } = await fetchPage(query);
    const items = Array.isArray(data) ? data : (data?.items ?? []);
    const paging = readPaging(response);
    yield { items, total: paging.total };
    query = items.length > 0 ? paging.next : undefined;
  }
}

export {
  readAddress,
  withQuery,
  type Address,
  type AnswerOf,
  type ReadAnswer,
  type ReadParams,
  type ReadPath,
} from './reads.js';
export {
  createMoneyFormat,
  fetchMoneyFormat,
  type CurrencyDecimals,
  type MoneyFormat,
  type MoneyFormatOptions,
} from './money.js';
