import {
  confirmSessionPassword,
  destroySession,
  SESSION_COOKIE,
  sessionCookieOptions,
  startSession,
} from './sessions.ts';
import {
  changePasswordBodySchema,
  confirmPasswordBodySchema,
  loginBodySchema,
  emailVerifiedSchema,
  meSchema,
  passwordChangedSchema,
  registerBodySchema,
  updateMeBodySchema,
  verifyEmailBodySchema,
} from './users.contract.ts';
import { verifyEmail } from './email-verification.ts';
import { defineRoute } from '../platform/http/route.ts';
import { sessionRequired } from '../platform/http/router.ts';
import { clientAddress, requestOrigin } from '../platform/http/client-address.ts';
import { passwordAttemptOf } from '../platform/http/client-gone.ts';
import {
  changePassword,
  findUser,
  proveOwnPassword,
  requestVerificationEmail,
  signInWithPassword,
  signUpFrom,
  toMe,
  updateMe,
} from './accounts.service.ts';
import type { User } from './user.model.ts';

import { MEMBERS_WHO } from '../platform/actor.ts';
import { secondStepDueSchema } from './security.contract.ts';
import { beginSecondStep, completeSignIn, relyingPartyOf } from './sign-in.ts';
import { secondStepMethods } from './two-step.ts';

const SIGN_IN_BUSY =
  'More password checks are waiting than a few seconds clear (sign_in_busy); nothing was counted against you. Retry-After says when to try again.';

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
    errors: {
      409: 'An account with this email (or username) already exists.',
      429: 'Twenty accounts were made from this address within the hour; Retry-After says when to try again.',
    },
    async handler(ctx, { body }, { db }) {
      const user = await db.knex.transaction(async (trx) => {
        const created = await signUpFrom(trx, body, clientAddress(ctx.ip));
        const origin = requestOrigin(ctx);
        await startSession(ctx, trx, created, origin);
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
    description:
      'With a second step set up, the password alone does not sign in: the answer is 202, and the second step is taken on POST /api/auth/login/second-step within 5 minutes.',
    body: { type: 'json', schema: loginBodySchema },
    responses: {
      200: { description: 'Signed in; the session cookie is set.', schema: meSchema },
      202: { description: 'The password is right; a second step is due.', schema: secondStepDueSchema },
    },
    errors: {
      401: 'Email or password is incorrect.',
      429: 'Failed sign-ins slow down the next attempt: after five for this email from this address, twenty for this email, or a hundred from this address, each further failure doubles the wait (30 seconds to 15 minutes) (too_many_failed_logins). Ten wrong second-step answers lock the account’s sign-in for an hour, or until a password reset (second_step_locked). Retry-After says when to try again.',
      503: SIGN_IN_BUSY,
    },
    async handler(ctx, { body }, { db, events }) {
      const user = await signInWithPassword(db.knex, body, passwordAttemptOf(ctx));
      const methods = await secondStepMethods(db.knex, user.id);
      if (methods.length === 0) {
        ctx.body = await completeSignIn(ctx, db.knex, user, requestOrigin(ctx));
        return;
      }
      ctx.status = 202;
      ctx.body = await beginSecondStep(ctx, db.knex, relyingPartyOf(events), user.id, methods);
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
    method: 'post',
    path: '/auth/password',
    operationId: 'changePassword',
    summary: 'Change your password',
    description:
      'Needs the current password. Every other session of yours ends; this one stays signed in. Your API keys keep working unless revokeKeys is true: the answer lists those still active, so you can revoke any you did not make. Not for API keys: sign in to change it.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: changePasswordBodySchema },
    responses: {
      200: {
        description: 'Changed; your other sessions are signed out. The keys revoked, and those still active.',
        schema: passwordChangedSchema,
      },
    },
    errors: { 403: 'Called with an API key.', 503: SIGN_IN_BUSY },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = await changePassword(db.knex, user, body, ctx.cookies.get(SESSION_COOKIE));
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
      ctx.body = toMe(me as User, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/confirm-password',
    operationId: 'confirmPassword',
    summary: 'Give your password again, for actions that ask for a recent sign-in',
    description:
      'Creating an admin:all key, verifying a supplier and setting a key cap answer 403 recent_sign_in_required when the session’s password was given more than 15 minutes ago: confirm it here, then send the request again. Failed attempts count as failed sign-ins.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: confirmPasswordBodySchema },
    responses: { 204: { description: 'Confirmed: the session may do those actions for 15 minutes.' } },
    errors: {
      401: 'The password is not yours.',
      403: 'Called with an API key.',
      429: 'Too many failed attempts; Retry-After says when to try again.',
      503: SIGN_IN_BUSY,
    },
    async handler(ctx, { body, user }, { db }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (!token) throw sessionRequired();
      await proveOwnPassword(db.knex, user, body.password, passwordAttemptOf(ctx));
      await confirmSessionPassword(db.knex, token);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/auth/me',
    operationId: 'updateMe',
    summary: 'Change your own account: the public contact email',
    description:
      'A supplier’s profile shows its contact email, never its sign-in email. None until you choose one; null takes it away.',
    tag,
    access: 'signed-in',
    permission: 'write:vendors',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: updateMeBodySchema },
    responses: { 200: { description: 'The account, as it is now.', schema: meSchema } },
    async handler(ctx, { body, user }, { db }) {
      ctx.body = toMe(await updateMe(db.knex, user, body), user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/verify-email',
    operationId: 'verifyEmail',
    summary: 'Confirm an email address with the token of the link emailed at sign-up',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: verifyEmailBodySchema },
    responses: { 200: { description: 'The address is confirmed.', schema: emailVerifiedSchema } },
    errors: {
      410: 'The link expired: ask for a new one.',
      422: 'The token is not one RawEx signed, or the account’s address changed since.',
    },
    async handler(ctx, { body }, { db, events }) {
      await verifyEmail(db.knex, events.secretsKey(), body.token);
      ctx.body = { emailVerified: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/verification-email',
    operationId: 'resendVerificationEmail',
    summary: 'Send the email that confirms your address again',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 202: { description: 'A new link is on its way.' } },
    errors: {
      409: 'Your address is confirmed already.',
      429: 'One went less than 5 minutes ago (verification_email_too_soon), or 5 went in 24 hours (too_many_verification_emails); Retry-After says when.',
    },
    async handler(ctx, { user }, { db }) {
      await requestVerificationEmail(db.knex, user);
      ctx.status = 202;
    },
  }),
];
