import { paginationQuerySchema } from '../platform/common.contract.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import { TEST_DELIVERIES_PER_HOUR } from './webhook-values.contract.ts';
import {
  createWebhookBodySchema,
  deliveryPathSchema,
  newWebhookSchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookPathSchema,
  webhookSchema,
} from './webhooks.contract.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  rotateWebhookSecret,
  sendTestDelivery,
  updateWebhook,
} from './webhooks.service.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Webhooks';
const notFound = { 404: 'Webhook not found (or not yours).' };
const addressErrors = {
  422: 'The URL is not valid, is on a port other than 80 and 443 (webhook_port_refused; RAWEX_WEBHOOK_PORTS allows more), or is not a public address (webhook_address_refused; allowed with RAWEX_WEBHOOK_ALLOW_PRIVATE=true, for development).',
};

export const webhookRoutes = [
  defineRoute({
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'Your webhook endpoints, newest first',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    responses: {
      200: {
        description: 'Your endpoints (their secrets are never shown again).',
        schema: webhookListSchema,
      },
    },
    async handler(ctx, { user }, { db }) {
      ctx.body = await listWebhooks(db.knex, user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Add a webhook endpoint',
    description:
      'Events you could read through the API are POSTed to the URL, signed by the Standard Webhooks scheme (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">). A non-2xx answer, or none within 10 s, is retried after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h; an endpoint failing every delivery for 5 days is disabled.',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    confirmedEmail: true,
    body: { type: 'json', schema: createWebhookBodySchema },
    responses: {
      201: {
        description: 'The endpoint, with its signing secret, shown this once.',
        schema: newWebhookSchema,
      },
    },
    errors: { ...addressErrors, 409: 'You have the most endpoints an account may have.' },
    async handler(ctx, { body, user }, { db, events }) {
      ctx.status = 201;
      ctx.body = await createWebhook(db.knex, user, body, events.webhooks, events.secretsKey());
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/webhooks/:id',
    operationId: 'updateWebhook',
    summary: 'Change an endpoint’s URL, events or description, or turn it back on',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: webhookPathSchema,
    body: { type: 'json', schema: updateWebhookBodySchema },
    responses: { 200: { description: 'The endpoint as it is now.', schema: webhookSchema } },
    errors: { ...notFound, ...addressErrors },
    async handler(ctx, { params, body, user }, { db, events }) {
      ctx.body = await updateWebhook(db.knex, user, params.id, body, events.webhooks);
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/webhooks/:id',
    operationId: 'deleteWebhook',
    summary: 'Delete an endpoint and its deliveries',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: webhookPathSchema,
    responses: { 204: { description: 'Deleted: nothing more is sent to it.' } },
    errors: notFound,
    async handler(ctx, { params, user }, { db }) {
      await deleteWebhook(db.knex, user, params.id);
      ctx.status = 204;
    },
  }),
  definePagedRoute({
    path: '/webhooks/:id/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'An endpoint’s deliveries, newest first: status, attempts, last answer, next attempt',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    params: webhookPathSchema,
    query: paginationQuerySchema,
    page: {
      description: 'A page of deliveries.',
      schema: webhookDeliveryListSchema,
      total: 'The endpoint’s deliveries in all.',
    },
    errors: notFound,
    list: ({ params, query, user }, { db }) => listDeliveries(db.knex, user, params.id, query),
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/:id/deliveries/:deliveryId/retry',
    operationId: 'retryWebhookDelivery',
    summary: 'Send a delivery again now',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: deliveryPathSchema,
    responses: {
      202: { description: 'The delivery, queued to be sent again.', schema: webhookDeliverySchema },
    },
    errors: { 404: 'Webhook or delivery not found.' },
    async handler(ctx, { params, user }, { db, queue }) {
      ctx.status = 202;
      ctx.body = await retryDelivery(db.knex, queue, user, params.id, params.deliveryId);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/:id/test',
    operationId: 'testWebhook',
    summary: 'Send a webhook.test event to the endpoint',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: webhookPathSchema,
    responses: { 202: { description: 'The test delivery, queued.', schema: webhookDeliverySchema } },
    errors: {
      ...notFound,
      429: `The endpoint was sent ${TEST_DELIVERIES_PER_HOUR} test deliveries in the last hour (too_many_test_deliveries); Retry-After says when.`,
    },
    async handler(ctx, { params, user }, { db, queue }) {
      ctx.status = 202;
      ctx.body = await sendTestDelivery(db.knex, queue, user, params.id);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/webhooks/:id/rotate-secret',
    operationId: 'rotateWebhookSecret',
    summary: 'Give an endpoint a new signing secret; the old one still signs for 24 hours',
    description:
      'For 24 hours each delivery’s webhook-signature carries two signatures, by the new secret and by the old one (space-separated, as Standard Webhooks allows), so the receiver may switch secrets at any time within them.',
    tag,
    access: 'signed-in',
    permission: 'admin:all',
    companyRoles: MEMBERS_WHO.runTheFirm,
    params: webhookPathSchema,
    responses: {
      200: {
        description: 'The endpoint, with its new signing secret, shown this once.',
        schema: newWebhookSchema,
      },
    },
    errors: notFound,
    async handler(ctx, { params, user }, { db, events }) {
      ctx.body = await rotateWebhookSecret(db.knex, user, params.id, events.secretsKey());
    },
  }),
];
