import { defineRoute } from '../platform/http/route.ts';
import { requestOrigin } from '../platform/http/client-address.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { secondStepBodySchema, secondStepDueSchema } from './security.contract.ts';
import { beginSecondStepConfirmation, confirmSecondStep, relyingPartyOf } from './sign-in.ts';

const tag = 'Accounts';

/**
 * Giving the second step again in a signed-in session: what changing a sign-in factor, the
 * sign-in email or where money goes asks for when the session's was given over 5 minutes ago.
 */
export const secondStepConfirmationRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/second-step/confirm/options',
    operationId: 'beginSecondStepConfirmation',
    summary: 'Begin confirming your second step in this session',
    description:
      'Answers the second steps you can give, with a passkey challenge when you have passkeys; answer within 5 minutes with POST /api/auth/second-step/confirm from the same browser.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    responses: { 200: { description: 'What you can answer with.', schema: secondStepDueSchema } },
    errors: {
      409: 'No second step is set up (no_second_step).',
      429: 'Ten wrong answers for this account within the hour (second_step_locked); Retry-After says when.',
    },
    async handler(ctx, { user }, { db, events }) {
      ctx.body = await beginSecondStepConfirmation(ctx, db.knex, relyingPartyOf(events), user.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/second-step/confirm',
    operationId: 'confirmSecondStep',
    summary: 'Confirm your second step: a code from your app, a recovery code or a passkey',
    description:
      'For 5 minutes after, this session may change a sign-in factor, the sign-in email or bank details without giving it again. Wrong answers count as a sign-in’s: the fifth ends this confirmation, the tenth locks the account’s sign-in for an hour.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    body: { type: 'json', schema: secondStepBodySchema },
    responses: { 204: { description: 'Confirmed.' } },
    errors: {
      401: 'The code is wrong or used (invalid_second_step), the passkey is not yours (passkey_unknown), or the confirmation expired or took five wrong answers (second_step_confirmation_expired): start again.',
      422: 'The passkey’s answer does not check out (passkey_invalid).',
      429: 'Too many failed attempts from this address, or ten wrong answers for this account (second_step_locked); Retry-After says when.',
    },
    async handler(ctx, { body, user }, { db, events }) {
      await confirmSecondStep(
        ctx,
        db.knex,
        { party: relyingPartyOf(events), secretsKey: events.secretsKey(), origin: requestOrigin(ctx) },
        user.id,
        body,
      );
      ctx.status = 204;
    },
  }),
];
