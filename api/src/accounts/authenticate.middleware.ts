import type { Context, Middleware } from 'koa';
import {
  findSession,
  ownerSignedInRecently,
  SESSION_COOKIE,
  sessionCookieOptions,
  type ActiveSession,
} from './sessions.ts';
import { recentSessions } from './recent-sessions.ts';
import type { Database } from '../platform/database/database.ts';
import { AppError, tooManyRequests } from '../platform/errors/index.ts';
import { useApiKey } from '../keys/index.ts';
import { isRead } from '../platform/http/methods.ts';
import { isPageRequest } from '../platform/http/static-site.ts';
import { secondStepMethods, secondStepRequired } from './two-step.ts';

async function authenticateBearer(ctx: Context, db: Database, key: string): Promise<void> {
  const authentication = await useApiKey(db.knex, key);
  const limit = authentication.rateLimit;
  ctx.set({
    'RateLimit-Limit': String(limit.limit),
    'RateLimit-Remaining': String(limit.remaining),
    'RateLimit-Reset': String(limit.resetSeconds),
  });
  if (limit.used > limit.limit) {
    throw tooManyRequests(
      'rate_limited',
      `This API key allows ${limit.limit} requests an hour. Try again in ${limit.resetSeconds} seconds.`,
      limit.resetSeconds,
    );
  }
  ctx.state.user = authentication.user;
  ctx.state.authenticatedBy = 'apiKey';
  ctx.state.permissions = authentication.permissions;
  ctx.state.apiKeyId = authentication.apiKeyId;
  // Asked only by what hands out power (requireRecentSignIn): a key has no password of its own.
  ctx.state.ownerSignedInRecently = (withinMs: number) =>
    ownerSignedInRecently(db.knex, authentication.user.id, withinMs);
  ctx.state.requireSecondStep = () => requireSecondStepSetUp(db, authentication.user.id);
}

/**
 * Refuses a session whose person did not prove their second factor in it: signed in with the
 * password alone, before they set one up (403 second_step_required), or since (403
 * second_step_not_taken: sign in again, with the code).
 */
async function requireSecondStepTaken(db: Database, session: ActiveSession): Promise<void> {
  if (session.secondStepAt) return;
  await requireSecondStepSetUp(db, session.user.id);
  throw new AppError({
    status: 403,
    code: 'second_step_not_taken',
    title: 'Forbidden',
    detail:
      'Administering needs the second step in this session: sign out, then sign in again with the code from your authenticator app or your passkey.',
  });
}

/** Refuses (403 second_step_required) someone with no second step set up: what administering needs. */
async function requireSecondStepSetUp(db: Database, userId: string): Promise<void> {
  if ((await secondStepMethods(db.knex, userId)).length === 0) throw secondStepRequired();
}

/**
 * Signs the request in: from `Authorization: Bearer <api key>` (counted against the key's
 * hourly limit) or from the session cookie. Sets `ctx.state.user` and `authenticatedBy`.
 * A read takes a session found in the last second; a write looks it up afresh, and once
 * answered makes every read look up theirs again (it may have ended a session, or changed
 * someone's firm or role).
 */
export function authenticate(db: Database): Middleware {
  const sessions = recentSessions();
  const signIn: Middleware = async (ctx, next) => {
    const authorization = ctx.get('Authorization');
    if (authorization) {
      const [scheme, key] = authorization.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !key) {
        throw new AppError({
          status: 401,
          code: 'invalid_authorization',
          title: 'Unauthorized',
          detail: 'Send the API key as Authorization: Bearer <key>.',
        });
      }
      await authenticateBearer(ctx, db, key);
      return next();
    }
    // A page is made of the API's answers, which look the session up there: not the page itself.
    if (isPageRequest(ctx)) return next();
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = isRead(ctx) ? await sessions.find(db.knex, token) : await findSession(db.knex, token);
      if (session) {
        ctx.state.user = session.user;
        ctx.state.authenticatedBy = 'session';
        ctx.state.passwordConfirmedAt = session.passwordConfirmedAt;
        ctx.state.secondStepAt = session.secondStepAt;
        ctx.state.requireSecondStep = () => requireSecondStepTaken(db, session);
        if (session.renewedUntil) {
          ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.secure, session.renewedUntil));
        }
      } else {
        ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx.secure));
      }
    }
    await next();
  };
  return async (ctx, next) => {
    if (isRead(ctx)) return signIn(ctx, next);
    try {
      await signIn(ctx, next);
    } finally {
      sessions.forgetAll();
    }
  };
}
