import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { defineRoute } from '../platform/http/route.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import { requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { notFound } from '../platform/errors/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import {
  keepPasskey,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  toPasskey,
} from './passkeys.ts';
import {
  passkeyOptionsResponseSchema,
  passkeyRegisteredSchema,
  passkeySchema,
  passkeySignInBodySchema,
  registerPasskeyBodySchema,
} from './security.contract.ts';
import { destroyOtherSessions, noteSecondStepTaken, SESSION_COOKIE } from './sessions.ts';
import { beginChallenge, endChallenge, findChallenge } from './sign-in-challenges.ts';
import { beginPasskeySignIn, relyingPartyOf, signInWithPasskey } from './sign-in.ts';
import { requireFreshSecondStep } from './two-step.ts';
import { meSchema } from './users.contract.ts';
import { FRESH_SECOND_STEP } from './fresh-sign-in-texts.ts';

const tag = 'Accounts';

const idPath = z.object({ id: z.string().min(1).max(1400) });

/** Passkeys: signing in with one, and adding, keeping and removing them. */
export const passkeyRoutes = [
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
];
