import type { Context } from 'koa';
import { createSession, destroySession, SESSION_COOKIE } from '../auth/sessions.ts';
import { loginBodySchema, meSchema, registerBodySchema } from '../contracts/users.ts';
import { defineRoute } from '../http/route.ts';
import { sessionCookieOptions } from '../middleware/authenticate.ts';
import { createAccount, findUser, signInWithPassword, toMe } from '../services/accounts.ts';
import type { User } from '../models/index.ts';
import type { Knex } from 'knex';

/** A new session for every sign-in (and the old one ended): no session fixation. */
async function startSession(ctx: Context, db: Knex, user: User): Promise<void> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  if (previous) await destroySession(db, previous);
  const session = await createSession(db, user.id);
  ctx.cookies.set(SESSION_COOKIE, session.token, sessionCookieOptions(ctx.secure, session.expires));
}

const tag = 'Accounts';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/register',
    operationId: 'register',
    summary: 'Create an account and sign in',
    description: 'Creates a buyer or vendor (supplier) account and answers with a session cookie.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: registerBodySchema },
    responses: { 201: { description: 'The new account, signed in.', schema: meSchema } },
    errors: { 409: 'An account with this email (or username) already exists.' },
    async handler(ctx, { body }, { db }) {
      const user = await db.knex.transaction(async (trx) => {
        const created = await createAccount(trx, body);
        await startSession(ctx, trx, created);
        return created;
      });
      ctx.status = 201;
      ctx.body = toMe(user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/login',
    operationId: 'login',
    summary: 'Sign in with email and password',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: loginBodySchema },
    responses: { 200: { description: 'Signed in; the session cookie is set.', schema: meSchema } },
    errors: {
      401: 'Email or password is incorrect.',
      429: 'Ten failed sign-ins for this email within 15 minutes; Retry-After says when to try again.',
    },
    async handler(ctx, { body }, { db }) {
      const user = await signInWithPassword(db.knex, body);
      await startSession(ctx, db.knex, user);
      ctx.body = toMe(user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    operationId: 'logout',
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie. Answers 204 even when not signed in.',
    tag,
    access: 'public',
    permission: null,
    responses: { 204: { description: 'Signed out.' } },
    async handler(ctx, _input, { db }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await destroySession(db.knex, token);
      ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(ctx.secure));
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/me',
    operationId: 'getMe',
    summary: 'The signed-in user',
    tag,
    access: 'signed-in',
    permission: null,
    responses: { 200: { description: 'The signed-in user.', schema: meSchema } },
    async handler(ctx, { user }, { db }) {
      const me = await findUser(db.knex, user.id);
      ctx.body = toMe(me as User);
    },
  }),
];
