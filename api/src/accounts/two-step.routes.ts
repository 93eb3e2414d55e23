import { defineRoute } from '../platform/http/route.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { pendingEmailChange } from './email-change.ts';
import { listPasskeys, toPasskey } from './passkeys.ts';
import {
  accountSecuritySchema,
  confirmTotpBodySchema,
  recoveryCodesSchema,
  secondStepBodySchema,
  totpEnrollmentSchema,
} from './security.contract.ts';
import { destroyOtherSessions, noteSecondStepTaken, SESSION_COOKIE } from './sessions.ts';
import { relyingPartyOf, takeSecondStep } from './sign-in.ts';
import {
  beginTotpEnrollment,
  confirmTotp,
  regenerateRecoveryCodes,
  removeTotp,
  requireFreshSecondStep,
  secondStepMethods,
} from './two-step.ts';
import { meSchema } from './users.contract.ts';
import { FRESH_SECOND_STEP } from './fresh-sign-in-texts.ts';

const tag = 'Accounts';

/** The second step: taking it at sign-in, what a person has set up, the authenticator app and the recovery codes. */
export const twoStepRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login/second-step',
    operationId: 'signInSecondStep',
    summary: 'Take the second step of a sign-in: a code from your app, a recovery code or a passkey',
    description:
      'After POST /api/auth/login answered 202, within 5 minutes, from the same browser (its cookie). Each code works once. Wrong answers are counted for the account, whatever its password did, and for the address: the fifth ends the sign-in (sign in with the password again), the tenth locks the account’s sign-in for an hour (or until its password is reset) and emails its owner.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: secondStepBodySchema },
    responses: { 200: { description: 'Signed in; the session cookie is set.', schema: meSchema } },
    errors: {
      401: 'The code is wrong or used (invalid_second_step), or the sign-in expired or took five wrong answers (sign_in_expired): sign in again.',
      422: 'The passkey’s answer does not check out (passkey_invalid).',
      429: 'Too many failed attempts from this address (too_many_failed_logins), or ten wrong answers for this account (second_step_locked); Retry-After says when to try again.',
    },
    async handler(ctx, { body }, { db, events }) {
      ctx.body = await takeSecondStep(
        ctx,
        db.knex,
        { party: relyingPartyOf(events), secretsKey: events.secretsKey(), origin: requestOrigin(ctx) },
        body,
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/security',
    operationId: 'getAccountSecurity',
    summary: 'Your sign-in email, second steps and passkeys',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 200: { description: 'How your account signs in.', schema: accountSecuritySchema } },
    async handler(ctx, { user }, { db }) {
      const [methods, passkeys, pending, codes] = await Promise.all([
        secondStepMethods(db.knex, user.id),
        listPasskeys(db.knex, user.id),
        pendingEmailChange(db.knex, user.id),
        db.knex('recoveryCodes').where({ userId: user.id }).whereNull('usedAt').count({ count: '*' }).first(),
      ]);
      ctx.body = {
        email: user.email,
        pendingEmail: pending
          ? { email: pending.newEmail, linkExpiresAt: pending.linkExpiresAt.toISOString() }
          : null,
        totp: methods.includes('totp'),
        passkeys: passkeys.map(toPasskey),
        recoveryCodesLeft: Number(codes?.count ?? 0),
        secondStepRequired: user.role === 'admin',
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-step/totp',
    operationId: 'beginTotpEnrollment',
    summary: 'Begin setting up an authenticator app',
    description:
      'Answers the secret (as text and as a QR code); the app counts once a code it made is confirmed.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: { description: 'Scan the QR code, or type the secret.', schema: totpEnrollmentSchema },
    },
    errors: { 403: FRESH_SECOND_STEP, 409: 'An app is set up already (totp_already_enrolled).' },
    async handler(ctx, { user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      ctx.body = await beginTotpEnrollment(db.knex, events.secretsKey(), user, events.marketplaceName);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-step/totp/confirm',
    operationId: 'confirmTotp',
    summary: 'Finish setting up the authenticator app with a code it shows',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: confirmTotpBodySchema },
    responses: {
      200: {
        description:
          'Set up; with recovery codes if this is your first second step. Your other sessions, signed in without it, end.',
        schema: recoveryCodesSchema,
      },
    },
    errors: { 422: 'The code is not the app’s code now.' },
    async handler(ctx, { body, user }, { db, events }) {
      ctx.body = await confirmTotp(db.knex, events.secretsKey(), user.id, body.code);
      // The app's code was just given here: this session has taken a second step, and every
      // other session, signed in without it, ends (one may be whoever knew the password).
      const token = ctx.cookies.get(SESSION_COOKIE)!;
      await noteSecondStepTaken(db.knex, token);
      await destroyOtherSessions(db.knex, user.id, token);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/two-step/totp',
    operationId: 'removeTotp',
    summary: 'Remove the authenticator app',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 204: { description: 'Removed.' } },
    errors: { 403: FRESH_SECOND_STEP, 404: 'No app is set up.' },
    async handler(ctx, { user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      await removeTotp(db.knex, user.id);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/two-step/recovery-codes',
    operationId: 'regenerateRecoveryCodes',
    summary: 'Make ten new recovery codes; the old ones stop working',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 200: { description: 'The new codes, shown this once.', schema: recoveryCodesSchema } },
    errors: { 403: FRESH_SECOND_STEP, 409: 'No second step is set up (no_second_step).' },
    async handler(ctx, { user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      ctx.body = { recoveryCodes: await regenerateRecoveryCodes(db.knex, user.id) };
    },
  }),
];
