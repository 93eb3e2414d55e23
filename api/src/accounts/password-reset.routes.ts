import { defineRoute } from '../platform/http/route.ts';
import { clientAddress } from '../platform/http/client-address.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { passwordResetConfirmBodySchema, passwordResetRequestBodySchema } from './security.contract.ts';

const tag = 'Accounts';

/** A forgotten password: the reset link asked for, and the new password set through it. */
export const passwordResetRoutes = [
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
];
