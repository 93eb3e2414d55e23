import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeyPathSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  DEFAULT_KEY_RATE_LIMIT_CAP,
  keyRateLimitCapBodySchema,
  keyRateLimitCapSchema,
  newApiKeySchema,
  updateApiKeyBodySchema,
} from './keys.contract.ts';
import { userIdSchema } from '../platform/common.contract.ts';
import { recentSignIn, requireRecentSignIn } from '../platform/http/recent-sign-in.ts';
import { defineRoute } from '../platform/http/route.ts';
import { missingPermission } from '../platform/http/router.ts';
import { keyUsageSchema } from './metrics.contract.ts';
import {
  createApiKey,
  handsOutPower,
  listApiKeys,
  ownKey,
  resumeApiKey,
  revokeApiKey,
  updateApiKey,
} from './api-keys.service.ts';
import { setKeyRateLimitCap } from './key-rate-limit-caps.ts';
import { keyUsage } from './key-usage.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'API keys';
const keyErrors = { 404: 'API key not found (or not yours).' };

export const keyRoutes = [
  defineRoute({
    method: 'get',
    path: '/keys/usage',
    operationId: 'getApiKeyUsage',
    summary: 'Requests made with your keys: per hour over the last 24 hours, and each key this hour',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    responses: { 200: { description: 'Your keys’ use.', schema: keyUsageSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = await keyUsage(db.knex, user);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/keys',
    operationId: 'listApiKeys',
    summary: 'Your API keys, newest first',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    responses: {
      200: { description: 'Your keys, each listed by its first 16 characters.', schema: apiKeyListSchema },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listApiKeys(db.knex, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/keys',
    operationId: 'createApiKey',
    summary: 'Create an API key',
    description:
      'The answer holds the whole key, once: store it. Send it as Authorization: Bearer <key>; it acts as you, with only its permissions, up to rateLimit requests an hour.',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.actForThemselves,
    confirmedEmail: true,
    body: { type: 'json', schema: createApiKeyBodySchema },
    responses: { 201: { description: 'The new key, whole.', schema: newApiKeySchema } },
    errors: {
      403: recentSignIn('A key with admin:all or write:vendors, or a limit above the default,'),
      409: 'You hold 25 active keys already (too_many_api_keys).',
    },
    async handler(ctx, { body, user }, { db }) {
      if (handsOutPower(body)) await requireRecentSignIn(ctx.state);
      ctx.status = 201;
      ctx.body = await createApiKey(db.knex, user, body);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/users/:id/key-rate-limit-cap',
    operationId: 'setKeyRateLimitCap',
    summary: "Set how high an account's keys may set their hourly limit (admins)",
    description: `Every account starts at ${DEFAULT_KEY_RATE_LIMIT_CAP.toLocaleString('en-US')} requests an hour. Keys made before a lower cap keep their limit.`,
    tag,
    access: ['admin'],
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: z.strictObject({ id: userIdSchema }),
    body: { type: 'json', schema: keyRateLimitCapBodySchema },
    responses: { 200: { description: 'The account’s cap, as it is now.', schema: keyRateLimitCapSchema } },
    errors: { 403: recentSignIn('Setting a cap'), 404: 'No account has this id.' },
    async handler(ctx, { params, body, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.body = await setKeyRateLimitCap(db.knex, user, params.id, body.cap);
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/keys/:id',
    operationId: 'updateApiKey',
    summary: 'Rename a key, or change its permissions or rate limit',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: apiKeyPathSchema,
    body: { type: 'json', schema: updateApiKeyBodySchema },
    responses: { 200: { description: 'The key as it is now.', schema: apiKeySchema } },
    errors: { ...keyErrors, 403: recentSignIn('Adding admin:all or write:vendors, or raising the limit,') },
    async handler(ctx, { params, body, user }, { db }) {
      if (handsOutPower(body, await ownKey(db.knex, user, params.id))) await requireRecentSignIn(ctx.state);
      ctx.body = await updateApiKey(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/keys/:id/resume',
    operationId: 'resumeApiKey',
    summary: 'Resume a key paused by a password reset: you confirm it is yours',
    description:
      'A password reset pauses every key of the account: whoever knew the old password may have made one. Resume each you made yourself; revoke the others.',
    tag,
    access: 'signed-in',
    permission: 'session',
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: apiKeyPathSchema,
    responses: { 200: { description: 'The key, working again.', schema: apiKeySchema } },
    errors: {
      ...keyErrors,
      403: recentSignIn('Resuming a key'),
      409: 'The key is not paused (api_key_not_paused).',
    },
    async handler(ctx, { params, user }, { db }) {
      await requireRecentSignIn(ctx.state);
      ctx.body = await resumeApiKey(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/keys/:id',
    operationId: 'revokeApiKey',
    summary: 'Revoke a key: it stops working at once',
    description:
      'A key may always revoke itself (a command line signing out); revoking another key takes admin:all.',
    tag,
    access: 'signed-in',
    permission: null,
    companyRoles: MEMBERS_WHO.actForThemselves,
    params: apiKeyPathSchema,
    responses: { 204: { description: 'Revoked. The key stays listed, with status revoked.' } },
    errors: { ...keyErrors, 403: 'The API key lacks admin:all and is not the key revoked.' },
    async handler(ctx, { params, user }, { db }) {
      const byKey = ctx.state.authenticatedBy === 'apiKey';
      const permissions = (ctx.state.permissions ?? []) as string[];
      if (byKey && ctx.state.apiKeyId !== params.id && !permissions.includes('admin:all')) {
        throw missingPermission('admin:all');
      }
      await revokeApiKey(db.knex, user, params.id);
      ctx.status = 204;
    },
  }),
];
