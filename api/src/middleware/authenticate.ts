import type { Middleware } from 'koa';
import { findSession, SESSION_COOKIE } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';

export function sessionCookieOptions(secure: boolean, expires?: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', overwrite: true, expires };
}

/** Signs the request in from its session cookie: `ctx.state.user` and `ctx.state.authenticatedBy`. */
export function authenticate(db: Database): Middleware {
  return async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await findSession(db.knex, token);
      if (session) {
        ctx.state.user = session.user;
        ctx.state.authenticatedBy = 'session';
        if (session.renewedUntil) {
          ctx.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(ctx.secure, session.renewedUntil));
        }
      } else {
        ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx.secure));
      }
    }
    await next();
  };
}
