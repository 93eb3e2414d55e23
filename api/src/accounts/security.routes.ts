import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { defineRoute } from '../platform/http/route.ts';
import { sessionRequired } from '../platform/http/router.ts';
import { clientAddress, requestOrigin } from '../platform/http/client-address.ts';
import { passwordAttemptOf } from '../platform/http/client-gone.ts';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { notFound } from '../platform/errors/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { proveOwnPassword } from './accounts.service.ts';
import { describeDevice } from './devices.ts';
import {
  confirmEmailChange,
  pendingEmailChange,
  requestEmailChange,
  undoEmailChange,
} from './email-change.ts';
import {
  keepPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
} from './passkeys.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import {
  accountSecuritySchema,
  changeEmailBodySchema,
  confirmTotpBodySchema,
  emailChangedSchema,
  emailChangeTokenBodySchema,
  passkeyOptionsResponseSchema,
  passkeyRegisteredSchema,
  passkeySchema,
  passkeySignInBodySchema,
  passwordResetConfirmBodySchema,
  passwordResetRequestBodySchema,
  recoveryCodesSchema,
  registerPasskeyBodySchema,
  secondStepBodySchema,
  sessionListSchema,
  totpEnrollmentSchema,
  type Passkey,
} from './security.contract.ts';
import {
  destroyOtherSessions,
  endSession,
  listSessions,
  noteSecondStepTaken,
  SESSION_COOKIE,
} from './sessions.ts';
import { beginChallenge, endChallenge, findChallenge } from './sign-in-challenges.ts';
import { beginPasskeySignIn, relyingPartyOf, signInWithPasskey, takeSecondStep } from './sign-in.ts';
import {
  beginTotpEnrollment,
  confirmTotp,
  regenerateRecoveryCodes,
  removeTotp,
  requireFreshSecondStep,
  secondStepMethods,
} from './two-step.ts';
import { meSchema } from './users.contract.ts';
import type { PasskeySummary } from './passkeys.ts';

const tag = 'Accounts';
const RECENT_SIGN_IN =
  'Your password was given more than 15 minutes ago (recent_sign_in_required): confirm it with POST /api/auth/confirm-password, then send this again.';
const FRESH_SECOND_STEP = `${RECENT_SIGN_IN} Or, with a second step set up, it was not given in this session within 5 minutes (second_step_not_recent): confirm it with POST /api/auth/second-step/confirm.`;

const idPath = z.object({ id: z.string().min(1).max(1400) });

const toPasskey = (passkey: PasskeySummary): Passkey => ({
  ...passkey,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  pausedAt: passkey.pausedAt?.toISOString() ?? null,
});

/** Forgotten passwords, the second step, passkeys, sessions and the sign-in email. */
export const securityRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/password-reset',
    operationId: 'requestPasswordReset',
    summary: 'Email a link that sets a new password',
    description:
      'Answers 202 whether or not an account has this address, and as fast: the email goes from the queue. The link works once, for 30 minutes; only the newest works.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: passwordResetRequestBodySchema },
    responses: { 202: { description: 'If an account has this address, a link is on its way to it.' } },
    errors: {
      429: 'Three emails for this address, or twenty from your network, within the hour (too_many_password_resets); Retry-After says when.',
    },
    async handler(ctx, { body }, { db, events }) {
      await requestPasswordReset(db.knex, events.secretsKey(), body.email, clientAddress(ctx.ip));
      ctx.status = 202;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/password-reset/confirm',
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with the token of the emailed link',
    description:
      'Every session of the account ends and it is told by email. Nobody is signed in: sign in next with the new password.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: passwordResetConfirmBodySchema },
    responses: { 204: { description: 'The password is set; sign in with it.' } },
    errors: { 410: 'The link expired, was used, or a newer one was sent (reset_link_invalid).' },
    async handler(ctx, { body }, { db }) {
      await confirmPasswordReset(db.knex, body.token, body.password);
      ctx.status = 204;
    },
  }),
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
    method: 'post',
    path: '/auth/passkeys/sign-in/options',
    operationId: 'beginPasskeySignIn',
    summary: 'A challenge for signing in with a passkey, without a password',
    tag,
    access: 'public',
    permission: null,
    responses: {
      200: {
        description: 'For navigator.credentials.get(); valid 5 minutes.',
        schema: passkeyOptionsResponseSchema,
      },
    },
    async handler(ctx, _input, { db, events }) {
      ctx.body = await beginPasskeySignIn(ctx, db.knex, relyingPartyOf(events));
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/passkeys/sign-in',
    operationId: 'signInWithPasskey',
    summary: 'Sign in with a passkey',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: passkeySignInBodySchema },
    responses: { 200: { description: 'Signed in; the session cookie is set.', schema: meSchema } },
    errors: {
      401: 'The passkey is not registered (passkey_unknown), or the challenge expired.',
      422: 'The passkey’s answer does not check out (passkey_invalid).',
    },
    async handler(ctx, { body }, { db, events }) {
      ctx.body = await signInWithPasskey(
        ctx,
        db.knex,
        relyingPartyOf(events),
        requestOrigin(ctx),
        body.response as unknown as AuthenticationResponseJSON,
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
  defineRoute({
    method: 'post',
    path: '/auth/passkeys/options',
    operationId: 'beginPasskeyRegistration',
    summary: 'A challenge for adding a passkey to your account',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: {
        description: 'For navigator.credentials.create(); valid 5 minutes.',
        schema: passkeyOptionsResponseSchema,
      },
    },
    errors: { 403: FRESH_SECOND_STEP },
    async handler(ctx, { user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      const options = await passkeyRegistrationOptions(db.knex, relyingPartyOf(events), user);
      const expiresAt = await beginChallenge(ctx, db.knex, 'passkey_enrollment', {
        userId: user.id,
        challenge: options.challenge,
      });
      ctx.body = { options, expiresAt: expiresAt.toISOString() };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/passkeys',
    operationId: 'registerPasskey',
    summary: 'Add the passkey the browser made',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: registerPasskeyBodySchema },
    responses: {
      201: {
        description: 'Added; with recovery codes if this is your first second step.',
        schema: passkeyRegisteredSchema,
      },
    },
    errors: {
      401: 'The challenge expired: start again.',
      422: 'The passkey’s answer does not check out (passkey_invalid).',
    },
    async handler(ctx, { body, user }, { db, events }) {
      const pending = await findChallenge(ctx, db.knex, 'passkey_enrollment');
      await endChallenge(ctx, db.knex);
      if (pending.userId !== user.id)
        throw notFound('No passkey is being added to this account.', 'passkey_challenge_expired');
      const registered = await registerPasskey(db.knex, relyingPartyOf(events), user.id, pending.challenge!, {
        name: body.name,
        response: body.response as unknown as RegistrationResponseJSON,
      });
      const token = ctx.cookies.get(SESSION_COOKIE)!;
      await noteSecondStepTaken(db.knex, token);
      await destroyOtherSessions(db.knex, user.id, token);
      ctx.status = 201;
      ctx.body = { passkey: toPasskey(registered.passkey), recoveryCodes: registered.recoveryCodes };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/passkeys/:id/keep',
    operationId: 'keepPasskey',
    summary: 'Keep a passkey a password reset paused: it is yours',
    description:
      'A password reset pauses every passkey: whoever knew the old password may have added one. Keep each you added yourself; remove the others.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: idPath,
    responses: { 200: { description: 'The passkey, signing in alone again.', schema: passkeySchema } },
    errors: { 403: FRESH_SECOND_STEP, 404: 'You have no passkey with this id.' },
    async handler(ctx, { params, user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      ctx.body = toPasskey(await keepPasskey(db.knex, user.id, params.id));
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/passkeys/:id',
    operationId: 'removePasskey',
    summary: 'Remove one of your passkeys',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: idPath,
    responses: { 204: { description: 'Removed.' } },
    errors: { 403: FRESH_SECOND_STEP, 404: 'You have no passkey with this id.' },
    async handler(ctx, { params, user }, { db, events }) {
      await requireRecentSignIn(ctx.state);
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      await removePasskey(db.knex, user.id, params.id);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auth/sessions',
    operationId: 'listSessions',
    summary: 'Where you are signed in',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: {
      200: {
        description: 'Your live sessions, the newest first; this one marked.',
        schema: sessionListSchema,
      },
    },
    async handler(ctx, { user }, { db }) {
      const sessions = await listSessions(db.knex, user.id, ctx.cookies.get(SESSION_COOKIE));
      ctx.body = sessions.map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        address: session.ip,
        signedInAt: session.signedInAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.current,
      }));
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/sessions/:id',
    operationId: 'endSession',
    summary: 'Sign out one of your sessions',
    description: 'It is refused at once: its next request is not signed in.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'is not a session’s id') }),
    responses: { 204: { description: 'Signed out.' } },
    errors: { 404: 'You have no session with this id.' },
    async handler(ctx, { params, user }, { db }) {
      if (!(await endSession(db.knex, user.id, params.id)))
        throw notFound('You have no session with this id.', 'session_not_found');
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/auth/sessions',
    operationId: 'endOtherSessions',
    summary: 'Sign out everywhere else',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 204: { description: 'Every other session of yours ended; this one stays.' } },
    async handler(ctx, { user }, { db }) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (!token) throw sessionRequired();
      await destroyOtherSessions(db.knex, user.id, token);
      ctx.status = 204;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/email',
    operationId: 'changeEmail',
    summary: 'Move your account to another email address',
    description:
      'Needs your password (a wrong one counts as a failed sign-in). The new address receives a link, valid 24 hours; nothing changes until it is followed. Then the old address is told, with a link that undoes it for 48 hours.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: changeEmailBodySchema },
    responses: { 202: { description: 'The link is on its way to the new address.' } },
    errors: {
      401: 'The password is not yours.',
      403: 'With a second step set up, it was not given in this session within 5 minutes (second_step_not_recent): confirm it with POST /api/auth/second-step/confirm.',
      409: 'Another account signs in with this address (email_taken).',
      422: 'This is your address already.',
      429: 'Too many failed attempts, or five requests in 24 hours (too_many_email_changes); Retry-After says when to try again.',
    },
    async handler(ctx, { body, user }, { db, events }) {
      await proveOwnPassword(db.knex, user, body.password, passwordAttemptOf(ctx));
      await requireFreshSecondStep(db.knex, events.secretsKey(), ctx.state);
      await requestEmailChange(db.knex, user, body.newEmail);
      ctx.status = 202;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/email/confirm',
    operationId: 'confirmEmailChange',
    summary: 'Follow the link sent to the new address',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: emailChangeTokenBodySchema },
    responses: {
      200: { description: 'The account signs in with the new address now.', schema: emailChangedSchema },
    },
    errors: {
      409: 'Another account took this address meanwhile.',
      410: 'The link expired, was used or was replaced.',
    },
    async handler(ctx, { body }, { db, events }) {
      ctx.body = { email: await confirmEmailChange(db.knex, events.secretsKey(), body.token) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/email/undo',
    operationId: 'undoEmailChange',
    summary: 'Undo a change of sign-in email, with the link sent to the old address',
    description:
      'The account signs in with the old address again and every session ends: choose a new password next.',
    tag,
    access: 'public',
    permission: null,
    body: { type: 'json', schema: emailChangeTokenBodySchema },
    responses: { 200: { description: 'The old address is back.', schema: emailChangedSchema } },
    errors: {
      409: 'Another account took the old address meanwhile.',
      410: 'The link expired (48 hours) or was used.',
    },
    async handler(ctx, { body }, { db, events }) {
      ctx.body = { email: await undoEmailChange(db.knex, events.secretsKey(), body.token) };
    },
  }),
];
