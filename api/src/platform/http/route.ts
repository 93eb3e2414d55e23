import type { Context } from 'koa';
import type { z } from 'zod';
import type { ApiPermission, AuthUser, CompanyRole, UserRole } from '../actor.ts';
import type { RouteContext } from './route-context.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, any signed-in user, or signed-in users with one of these roles. */
export type Access = 'public' | 'signed-in' | readonly UserRole[];

export interface ResponseDefinition {
  description: string;
  schema?: z.ZodType;
  /** Response headers worth documenting (X-Total-Count, Link, Retry-After …). */
  headers?: Record<string, string>;
  contentType?: string;
}

/** How large a JSON body may be unless its route says otherwise: room for the largest product. */
export const JSON_BODY_LIMIT = '256kb';

/**
 * A request body: JSON validated against `schema` (at most `limit` bytes, JSON_BODY_LIMIT unless
 * told), or one uploaded file in a multipart field, with the text `fields` beside it (which the
 * handler validates once the file has arrived).
 */
export type BodyDefinition<B extends z.ZodType> =
  | { type: 'json'; schema: B; limit?: string }
  | { type: 'multipart'; field: string; description: string; fields?: z.ZodObject };

export interface RouteInput<P, Q, B, H = unknown> {
  params: P;
  query: Q;
  body: B;
  /** The request headers `headers` declares (lower-case names), validated. */
  headers: H;
  user: AuthUser | undefined;
}

export interface SignedInRouteInput<P, Q, B, H = unknown> extends RouteInput<P, Q, B, H> {
  user: AuthUser;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/**
 * One API operation: what it takes (validated at the edge), who may call it, what it answers.
 * The router and the OpenAPI document are both built from these, so they never disagree.
 */
export interface RouteDefinition<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType = z.ZodType,
  A extends Access = Access,
  H extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Koa style, under /api unless `outsideApi`: `/products/:id`. */
  path: string;
  /** Served from the site's root rather than under /api (the stored files, at /uploads/…). */
  outsideApi?: boolean;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: A;
  /**
   * What an API key needs to call this: a permission; null, any valid key (only where a key must
   * learn whose it is, or revoke itself); 'session', no key at all: a person's own account (its
   * password, its email, what waits for it) is changed by that person signed in.
   */
  permission: ApiPermission | 'session' | null;
  /**
   * Only an account whose email address is confirmed may call this: what it makes reaches other
   * people (403 email_not_confirmed otherwise).
   */
  confirmedEmail?: true;
  /**
   * The roles in the firm the caller acts for that may call this (`MEMBERS_WHO` names the usual
   * groups): 403 forbidden_company_role for the others. Every route that changes something says;
   * a read that says nothing is open to every member.
   */
  companyRoles?: readonly CompanyRole[];
  params?: P;
  query?: Q;
  body?: BodyDefinition<B>;
  /** Request headers the operation reads, as a (non-strict) object of lower-case names. */
  headers?: H;
  responses: Record<number, ResponseDefinition>;
  /** Error answers besides the ones every route can give (validation, auth, 500). */
  errors?: Record<number, string>;
  /**
   * `replica`: reads the public catalogue only, so a caller who is not signed in is answered from
   * the read replica (DATABASE_REPLICA_URL) while it is up and close behind: the handler's `db` is
   * the replica then, and `primary` the primary. A signed-in caller, who may be reading what they
   * just wrote, always reads the primary.
   */
  reads?: 'replica';
  handler(
    ctx: Context,
    input: A extends 'public'
      ? RouteInput<Infer<P>, Infer<Q>, z.output<B>, Infer<H>>
      : SignedInRouteInput<Infer<P>, Infer<Q>, z.output<B>, Infer<H>>,
    context: RouteContext,
  ): Promise<void> | void;
}

export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType = z.ZodUndefined,
  A extends Access = Access,
  H extends z.ZodType | undefined = undefined,
>(route: RouteDefinition<P, Q, B, A, H>): RouteDefinition {
  return route as unknown as RouteDefinition;
}

/** Where Koa serves a route: `/api/products/:id`. */
export const servedPath = (route: Pick<RouteDefinition, 'path' | 'outsideApi'>) =>
  route.outsideApi ? route.path : `/api${route.path}`;

/** Koa's `/products/:id` is OpenAPI's `/products/{id}`. */
export const openApiPath = (route: Pick<RouteDefinition, 'path' | 'outsideApi'>) =>
  servedPath(route).replace(/:(\w+)/g, '{$1}');
