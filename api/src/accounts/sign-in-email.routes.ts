import { defineRoute } from '../platform/http/route.ts';
import { passwordAttemptOf } from '../platform/http/client-gone.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { proveOwnPassword } from './accounts.service.ts';
import { confirmEmailChange, requestEmailChange, undoEmailChange } from './email-change.ts';
import {
  changeEmailBodySchema,
  emailChangedSchema,
  emailChangeTokenBodySchema,
} from './security.contract.ts';
import { requireFreshSecondStep } from './two-step.ts';

const tag = 'Accounts';

/** Changing the sign-in email: asked, confirmed from the new address, undone from the old. */
export const signInEmailRoutes = [
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
