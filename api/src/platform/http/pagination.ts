import type { Context } from 'koa';
import type { z } from 'zod';
import type { RouteContext } from './route-context.ts';
import type { ListPage } from '../common.contract.ts';
import { defineRoute, type Access, type RouteDefinition } from './route.ts';

/** Which page of a list is asked for. */
export interface PageAsked {
  limit: number;
  offset: number;
}

/**
 * Sets X-Total-Count and a Link header with the next and previous pages (RFC 8288). An
 * `estimated` total (X-Total-Count-Estimated: true) cannot tell where the matches end: a next
 * page is offered after every full page.
 */
export function setPageHeaders(
  ctx: Context,
  page: PageAsked,
  total: number,
  {
    estimated = false,
    shown = 0,
    nextCursor,
  }: { estimated?: boolean; shown?: number; nextCursor?: number } = {},
): void {
  ctx.set('X-Total-Count', String(total));
  if (estimated) ctx.set('X-Total-Count-Estimated', 'true');
  if (nextCursor !== undefined) ctx.set('X-Next-Cursor', String(nextCursor));
  const link = (offset: number, rel: string) => {
    const url = new URL(ctx.originalUrl, 'http://localhost');
    url.searchParams.set('limit', String(page.limit));
    url.searchParams.set('offset', String(offset));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links: string[] = [];
  const more = estimated ? shown === page.limit : page.offset + page.limit < total;
  if (more) links.push(link(page.offset + page.limit, 'next'));
  if (page.offset > 0) links.push(link(Math.max(0, page.offset - page.limit), 'prev'));
  if (links.length > 0) ctx.set('Link', links.join(', '));
}

/**
 * Sets X-Total-Count (when counted) and, when there is a next page, its cursor in X-Next-Cursor
 * and in Link.
 */
export function setCursorHeaders(
  ctx: Context,
  total: number | undefined,
  nextCursor: number | undefined,
): void {
  if (total !== undefined) ctx.set('X-Total-Count', String(total));
  if (nextCursor === undefined) return;
  const url = new URL(ctx.originalUrl, 'http://localhost');
  url.searchParams.set('before', String(nextCursor));
  ctx.set('X-Next-Cursor', String(nextCursor));
  ctx.set('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** The OpenAPI description of what `setPageHeaders` sets; `total` says what X-Total-Count counts. */
export function pageHeadersDoc(total: string): Record<string, string> {
  return { 'X-Total-Count': total, Link: 'The next and previous pages.' };
}

/** The OpenAPI description of what `setCursorHeaders` sets. */
export function cursorHeadersDoc(total?: string): Record<string, string> {
  return {
    ...(total === undefined ? {} : { 'X-Total-Count': total }),
    'X-Next-Cursor': 'Pass it as before= for the next page; absent on the last.',
    Link: 'The next page (rel="next").',
  };
}

type PagedRouteInput<P extends z.ZodType | undefined, Q extends z.ZodType, A extends Access> = Parameters<
  RouteDefinition<P, Q, z.ZodUndefined, A>['handler']
>[1];

/**
 * A GET that answers one page of a list: its items as the body, the total in X-Total-Count and
 * the next and previous pages in Link (`setPageHeaders`), documented as such. `list` reads the page
 * the validated query asks for.
 */
export function definePagedRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType<PageAsked> = z.ZodType<PageAsked>,
  A extends Access = Access,
>({
  page,
  list,
  ...route
}: Omit<
  RouteDefinition<P, Q, z.ZodUndefined, A>,
  'method' | 'body' | 'headers' | 'responses' | 'handler' | 'query'
> & {
  query: Q;
  /** What the answer holds: a description, the items' schema, and what X-Total-Count counts. */
  page: { description: string; schema: z.ZodType; total: string };
  list(input: PagedRouteInput<P, Q, A>, context: RouteContext): Promise<ListPage<unknown>>;
}): RouteDefinition {
  return defineRoute<P, Q, z.ZodUndefined, A>({
    ...route,
    method: 'get',
    responses: {
      200: { description: page.description, schema: page.schema, headers: pageHeadersDoc(page.total) },
    },
    async handler(ctx, input, context) {
      const { items, total } = await list(input, context);
      setPageHeaders(ctx, input.query as PageAsked, total);
      ctx.body = items;
    },
  });
}
