import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ROLE_WORDS, type ApiPermission, type AuthUser, type CompanyRole } from '../actor.ts';
import { isStorableJson } from '../common.contract.ts';
import { AppError } from '../errors/index.ts';
import type { RouteContext } from './route-context.ts';
import { JSON_BODY_LIMIT, openApiPath, servedPath, type Access, type RouteDefinition } from './route.ts';
import { parseInput } from './validation.ts';

/** The query of a route that takes none. */
const NO_QUERY = z.strictObject({});

/** `a supplier`, `an administrator`. */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

function checkAccess(access: Access, user: AuthUser | undefined): void {
  if (access === 'public') return;
  if (!user) {
    throw new AppError({
      status: 401,
      code: 'not_signed_in',
      title: 'Unauthorized',
      detail: 'Sign in to do this.',
    });
  }
  if (access !== 'signed-in' && !access.includes(user.role)) {
    throw new AppError({
      status: 403,
      code: 'forbidden_role',
      title: 'Forbidden',
      detail: `This needs ${withArticle(access.map((role) => ROLE_WORDS[role]).join(' or '))} account; yours is ${withArticle(ROLE_WORDS[user.role])} account.`,
    });
  }
}

export const missingPermission = (permission: ApiPermission) =>
  new AppError({
    status: 403,
    code: 'missing_permission',
    title: 'Forbidden',
    detail: `This API key lacks the permission ${permission}.`,
    extensions: { missingPermission: permission },
  });

/** A person's own account is changed by that person signed in, never through an API key. */
export const sessionRequired = () =>
  new AppError({
    status: 403,
    code: 'session_required',
    title: 'Forbidden',
    detail: 'An API key cannot do this: sign in with the password and do it there.',
  });

function checkCompanyRole(roles: readonly CompanyRole[] | undefined, user: AuthUser | undefined): void {
  if (!roles || !user || roles.includes(user.companyRole)) return;
  throw new AppError({
    status: 403,
    code: 'forbidden_company_role',
    title: 'Forbidden',
    detail: `In the company you act for you are ${withArticle(user.companyRole)}; this needs ${withArticle(roles.join(' or '))}. Ask one of its owners to change your role, or switch company.`,
    extensions: { companyRole: user.companyRole, allowedCompanyRoles: roles },
  });
}

const emailNotConfirmed = () =>
  new AppError({
    status: 403,
    code: 'email_not_confirmed',
    title: 'Forbidden',
    detail:
      'Confirm your email address first: open the link RawEx emailed you when you joined, or ask for a new one from your account.',
  });

function checkKeyPermission(ctx: Context, permission: ApiPermission | 'session' | null): void {
  if (ctx.state.authenticatedBy !== 'apiKey' || permission === null) return;
  if (permission === 'session') throw sessionRequired();
  const granted = ctx.state.permissions as ApiPermission[];
  if (!granted.includes(permission) && !granted.includes('admin:all')) throw missingPermission(permission);
}

/**
 * An administrator administers (an administrators' route, or any change outside their own
 * account's `/auth/` routes, where they set the second step up) only with a second step set up:
 * `requireSecondStep`, set by whatever signed the request in, refuses otherwise.
 */
async function checkAdministratorSecondStep(
  ctx: Context,
  route: RouteDefinition,
  user: AuthUser | undefined,
) {
  if (user?.role !== 'admin' || route.path.startsWith('/auth/')) return;
  const administers =
    (Array.isArray(route.access) && route.access.includes('admin')) || route.method !== 'get';
  const requireSecondStep = ctx.state.requireSecondStep as (() => Promise<void>) | undefined;
  if (administers && requireSecondStep) await requireSecondStep();
}

function requireJsonBody(ctx: Context): void {
  if (!ctx.request.is('application/json')) {
    throw new AppError({
      status: 415,
      code: 'unsupported_media_type',
      title: 'Unsupported Media Type',
      detail: 'Send the body as JSON, with Content-Type: application/json.',
    });
  }
}

/**
 * A form post from another site cannot set custom headers, so a cookie-signed-in upload must
 * carry X-Requested-With (JSON bodies are protected by their content type).
 */
function requireCustomHeaderForCookieUploads(ctx: Context): void {
  if (ctx.state.authenticatedBy === 'session' && !ctx.get('X-Requested-With')) {
    throw new AppError({
      status: 403,
      code: 'csrf_header_required',
      title: 'Forbidden',
      detail: 'Uploads signed in with a cookie need the header X-Requested-With: fetch.',
    });
  }
}

/** No operation takes JSON nested deeper than this; deeper is refused before anything walks it. */
export const MAX_JSON_DEPTH = 32;

/** How deeply a parsed JSON value nests, counted without recursion (a hostile body may nest thousands deep). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Reads a JSON body of at most `limit` bytes: called for a route that takes one, once its caller
 * is let in.
 */
function jsonReader(limit: string) {
  // DELETE too: deleting an account takes the password in its body.
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    encoding: 'utf-8',
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  return async (ctx: Context) => {
    await parse(ctx, async () => {}).catch((error: unknown) => {
      if ((error as { status?: number }).status !== 413) throw error;
      throw new AppError({
        status: 413,
        code: 'payload_too_large',
        title: 'Content Too Large',
        detail: `The body is larger than ${limit}, the most this operation takes.`,
      });
    });
    if (depthOf(ctx.request.body) > MAX_JSON_DEPTH) {
      throw new AppError({
        status: 422,
        code: 'nested_too_deeply',
        title: 'Unprocessable Content',
        detail: `The body nests arrays and objects more than ${MAX_JSON_DEPTH} deep; no operation takes that.`,
      });
    }
    if (!isStorableJson(ctx.request.body)) {
      throw new AppError({
        status: 422,
        code: 'unstorable_text',
        title: 'Unprocessable Content',
        detail:
          'The body holds a NUL character or an unpaired surrogate (\\u0000, \\ud800 …), which no field takes.',
      });
    }
  };
}

/** Builds the router from route definitions: access, then path, query and body, then the handler. */
export function buildApiRouter(routes: readonly RouteDefinition[], context: RouteContext): Router {
  const router = new Router();
  for (const route of routes) {
    // Names the operation for the endpoint metrics, as the OpenAPI document does.
    const operation = { method: route.method.toUpperCase(), path: openApiPath(route) };
    const readJson =
      route.body?.type === 'json' ? jsonReader(route.body.limit ?? JSON_BODY_LIMIT) : undefined;
    router[route.method](servedPath(route), async (ctx) => {
      ctx.state.route = operation;
      const user = ctx.state.user as AuthUser | undefined;
      checkAccess(route.access, user);
      checkKeyPermission(ctx, route.permission);
      checkCompanyRole(route.companyRoles, user);
      await checkAdministratorSecondStep(ctx, route, user);
      if (route.confirmedEmail && user && !user.emailConfirmed) throw emailNotConfirmed();
      if (readJson) await readJson(ctx);
      const params = route.params ? parseInput(route.params, ctx.params, 'path') : undefined;
      // A route that declares no query takes none: a parameter it would ignore is refused, named.
      const query = parseInput(route.query ?? NO_QUERY, ctx.query, 'query');
      const headers = route.headers ? parseInput(route.headers, ctx.headers, 'header') : undefined;
      let body: unknown;
      if (route.body?.type === 'json') {
        requireJsonBody(ctx);
        body = parseInput(route.body.schema, ctx.request.body, 'body');
      } else if (route.body?.type === 'multipart') {
        requireCustomHeaderForCookieUploads(ctx);
      }
      const replica = route.reads === 'replica' && !user ? context.readReplica?.database() : undefined;
      const routeContext = replica ? { ...context, db: replica, primary: context.db } : context;
      await route.handler(ctx, { params, query, body, headers, user } as never, routeContext);
      // A success the route gives no body has none: Koa would send its status's name as text.
      if (ctx.body === undefined && ctx.status >= 200 && ctx.status < 300) ctx.body = '';
      // What a signed-in caller reads is theirs: no shared cache keeps it unless the route says so.
      if (user && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'private, no-store');
    });
  }
  return router;
}
