import type { paths } from './schema.js';

/** The API's paths that answer a GET with JSON. */
export type ReadPath = {
  [P in keyof paths]: paths[P] extends {
    get: { responses: { 200: { content: { 'application/json': unknown } } } };
  }
    ? P
    : never;
}[keyof paths];

type ReadOperation<P extends ReadPath> = paths[P]['get'];
type Parameters<P extends ReadPath> = ReadOperation<P>['parameters'];

/** What a read takes, as the OpenAPI document types it: its path parameters and its query. */
export type ReadParams<P extends ReadPath> = {
  [
    Part in 'path' | 'query' as Parameters<P>[Part] extends never | undefined ? never : Part
  ]: Parameters<P>[Part];
};

/** What a read answers: its 200's JSON. */
export type ReadAnswer<P extends ReadPath> =
  ReadOperation<P>['responses'][200]['content']['application/json'];

/** An address to read, carrying (in its type only) what it answers. */
export type Address<Answer> = string & { readonly answers?: Answer };

/** What an address answers. */
export type AnswerOf<A> = A extends Address<infer Answer> ? Answer : never;

type Scalar = string | number | boolean;

/**
 * The address of a read: `readAddress('/api/products/{id}', { path: { id: 7 } })` is
 * `/api/products/7`, typed as answering a ProductDetail. A query leaves out what is unset or
 * blank, in the order given, so the same read always has the same address (a cache's key).
 */
export function readAddress<P extends ReadPath>(
  path: P,
  ...[params]: Partial<ReadParams<P>> extends ReadParams<P>
    ? [params?: ReadParams<P>]
    : [params: ReadParams<P>]
): Address<ReadAnswer<P>> {
  const { path: pathParams, query } = (params ?? {}) as {
    path?: Record<string, Scalar>;
    query?: Record<string, Scalar | Scalar[] | null | undefined>;
  };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams?.[name] ?? '')),
  );
  return withQuery(filled, query ?? {});
}

/** `/api/products?search=x&limit=24`: a path and its query, leaving out what is unset or blank. */
export function withQuery(path: string, query: Record<string, Scalar | Scalar[] | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of [value].flat()) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
