import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { EventEffects } from '../notifications/index.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import {
  MAX_WEBHOOKS_PER_USER,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type Webhook,
  type WebhookDelivery,
} from './webhooks.contract.ts';
import { checkWebhookAddress, type WebhookAddressRules } from './address-guard.ts';
import { isSealedText, openText, sealText } from '../platform/secrets.ts';
import { deliverWebhookJob } from './webhook-delivery.job.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { checkWindowQuota } from '../platform/database/window-count.ts';
import { TEST_DELIVERIES_PER_HOUR } from './webhook-values.contract.ts';
import { Webhook as WebhookModel } from './webhook.model.ts';
import type { ListPage } from '../platform/common.contract.ts';

const HOUR_MS = 60 * 60 * 1000;

const WEBHOOK_COLUMNS = [
  'id',
  'url',
  'events',
  'description',
  'isEnabled',
  'disabledReason',
  'createdAt',
  'updatedAt',
];

interface WebhookRow extends Omit<Webhook, 'createdAt' | 'updatedAt'> {
  createdAt: Date;
  updatedAt: Date;
}

const toWebhook = (row: WebhookRow): Webhook => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const webhookNotFound = () => notFound('Webhook not found (or not yours).', 'webhook_not_found');

export async function listWebhooks(db: Knex, user: AuthUser): Promise<Webhook[]> {
  const endpoints = await WebhookModel.query(db)
    .where({ userId: user.companyId })
    .orderBy('id', 'desc')
    .select(WEBHOOK_COLUMNS);
  return endpoints.map(toWebhook);
}

/** The caller's endpoint, or 404: another account's is not found either. */
async function ownWebhook(db: Knex, user: AuthUser, id: number): Promise<WebhookModel> {
  const endpoint = await WebhookModel.query(db).findOne({ id, userId: user.companyId });
  if (!endpoint) throw webhookNotFound();
  return endpoint;
}

/**
 * Opens a webhook secret with `secretsKey` (a key that does not open it is refused with
 * WrongSecretsKey) and seals those kept before secrets were sealed.
 */
export async function sealWebhookSecrets(db: Knex, secretsKey: Buffer): Promise<void> {
  const sealed = await db('webhooks').where('secret', 'like', 'sealed.%').first('secret');
  if (sealed) openText(secretsKey, sealed.secret);
  const plain = (await db('webhooks')
    .whereNot('secret', 'like', 'sealed.%')
    .orWhere((previous) =>
      previous.whereNotNull('previousSecret').whereNot('previousSecret', 'like', 'sealed.%'),
    )
    .select('id', 'secret', 'previousSecret')) as Pick<WebhookModel, 'id' | 'secret' | 'previousSecret'>[];
  const sealedOnce = (kept: string) => (isSealedText(kept) ? kept : sealText(secretsKey, kept));
  for (const endpoint of plain) {
    await db('webhooks')
      .where({ id: endpoint.id })
      .update({
        secret: sealedOnce(endpoint.secret),
        previousSecret: endpoint.previousSecret && sealedOnce(endpoint.previousSecret),
      });
  }
}

/** A new signing secret, as Standard Webhooks writes them. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** How long a replaced secret still signs deliveries, beside the new one. */
export const PREVIOUS_SECRET_KEPT_MS = 24 * 60 * 60 * 1000;

export async function createWebhook(
  db: Knex,
  user: AuthUser,
  body: CreateWebhookBody,
  options: WebhookAddressRules,
  secretsKey: Buffer,
): Promise<Webhook & { secret: string }> {
  await checkWebhookAddress(body.url, options);
  const secret = newSecret();
  return db.transaction(async (trx) => {
    // One user's endpoints are counted one creation at a time.
    await lockUntilCommit(trx, `webhooks of ${user.companyId}`);
    const counted = await trx('webhooks').where({ userId: user.companyId }).count({ total: '*' }).first();
    if (Number(counted?.total ?? 0) >= MAX_WEBHOOKS_PER_USER) {
      throw new AppError({
        status: 409,
        code: 'too_many_webhooks',
        title: 'Conflict',
        detail: `You have ${MAX_WEBHOOKS_PER_USER} webhook endpoints, the most an account may have: delete one first.`,
      });
    }
    const [row] = (await trx('webhooks')
      .insert({
        userId: user.companyId,
        url: body.url,
        events: body.events,
        description: body.description ?? null,
        secret: sealText(secretsKey, secret),
      })
      .returning(WEBHOOK_COLUMNS)) as WebhookRow[];
    return { ...toWebhook(row!), secret };
  });
}

export async function updateWebhook(
  db: Knex,
  user: AuthUser,
  id: number,
  body: UpdateWebhookBody,
  options: WebhookAddressRules,
): Promise<Webhook> {
  if (body.url) await checkWebhookAddress(body.url, options);
  const changes: Record<string, unknown> = { ...body };
  // Turned back on: its failures start over.
  if (body.isEnabled) Object.assign(changes, { disabledReason: null, failingSince: null });
  const [row] = (await db('webhooks')
    .where({ id, userId: user.companyId })
    .update(changes)
    .returning(WEBHOOK_COLUMNS)) as WebhookRow[];
  if (!row) throw webhookNotFound();
  return toWebhook(row);
}

/**
 * Gives an endpoint a new signing secret, shown this once. The one it replaces still signs each
 * delivery beside it for a day (the header then carries both signatures), and no longer after.
 */
export async function rotateWebhookSecret(
  db: Knex,
  user: AuthUser,
  id: number,
  secretsKey: Buffer,
  now = new Date(),
): Promise<Webhook & { secret: string }> {
  const secret = newSecret();
  return db.transaction(async (trx) => {
    const endpoint = await WebhookModel.query(trx).findOne({ id, userId: user.companyId }).forUpdate();
    if (!endpoint) throw webhookNotFound();
    const [row] = (await trx('webhooks')
      .where({ id })
      .update({
        secret: sealText(secretsKey, secret),
        previousSecret: endpoint.secret,
        previousSecretUntil: new Date(now.getTime() + PREVIOUS_SECRET_KEPT_MS),
      })
      .returning(WEBHOOK_COLUMNS)) as WebhookRow[];
    return { ...toWebhook(row!), secret };
  });
}

export async function deleteWebhook(db: Knex, user: AuthUser, id: number): Promise<void> {
  const deleted = await db('webhooks').where({ id, userId: user.companyId }).delete();
  if (deleted === 0) throw webhookNotFound();
}

interface DeliveryRow extends Omit<WebhookDelivery, 'createdAt' | 'lastAttemptAt' | 'nextAttemptAt'> {
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
}

const DELIVERY_COLUMNS = [
  'id',
  'eventType',
  'status',
  'attempts',
  'lastStatusCode',
  'lastError',
  'lastAttemptAt',
  'nextAttemptAt',
  'createdAt',
  'payload',
];

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
});

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(
  db: Knex,
  user: AuthUser,
  id: number,
  page: { limit: number; offset: number },
): Promise<ListPage<WebhookDelivery>> {
  const endpoint = await ownWebhook(db, user, id);
  const deliveries = endpoint.$relatedQuery('deliveries', db);
  const [rows, total] = await Promise.all([
    deliveries
      .clone()
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id' }])
      .limit(page.limit)
      .offset(page.offset)
      .select(DELIVERY_COLUMNS),
    deliveries.clone().resultSize(),
  ]);
  return { items: (rows as unknown as DeliveryRow[]).map(toDelivery), total };
}

/** Sends a delivery again now, whatever became of it; its attempts go on counting. */
export async function retryDelivery(
  db: Knex,
  queue: JobQueue,
  user: AuthUser,
  id: number,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await ownWebhook(db, user, id);
  return db.transaction(async (trx) => {
    const [row] = (await trx('webhookDeliveries')
      .where({ id: deliveryId, webhookId: id })
      .update({ status: 'pending', nextAttemptAt: trx.fn.now() })
      .returning(DELIVERY_COLUMNS)) as DeliveryRow[];
    if (!row) throw notFound('Delivery not found.', 'delivery_not_found');
    await queue.send(trx, deliverWebhookJob, { deliveryId, attempt: row.attempts + 1 });
    return toDelivery(row);
  });
}

/** A `webhook.test` event, sent to this endpoint alone, to see that it is reached and checks signatures. */
export async function sendTestDelivery(
  db: Knex,
  queue: JobQueue,
  user: AuthUser,
  id: number,
): Promise<WebhookDelivery> {
  await ownWebhook(db, user, id);
  return db.transaction(async (trx) => {
    await lockUntilCommit(trx, `webhook-tests:${id}`);
    await checkWindowQuota(
      trx('webhookDeliveries').where({ webhookId: id, eventType: 'webhook.test' }),
      'createdAt',
      { windowMs: HOUR_MS, most: TEST_DELIVERIES_PER_HOUR, now: new Date() },
      () => ({
        code: 'too_many_test_deliveries',
        detail: `This endpoint was sent ${TEST_DELIVERIES_PER_HOUR} test deliveries in the last hour: look at their results before sending another.`,
      }),
    );
    const payload = {
      type: 'webhook.test',
      timestamp: new Date().toISOString(),
      data: { webhookId: id, message: 'A test delivery from RawEx: your endpoint is reached.' },
    };
    const [row] = (await trx('webhookDeliveries')
      .insert({ webhookId: id, eventType: payload.type, payload })
      .returning(DELIVERY_COLUMNS)) as DeliveryRow[];
    await queue.send(trx, deliverWebhookJob, { deliveryId: row!.id, attempt: 1 });
    return toDelivery(row!);
  });
}

/**
 * Writes a delivery of each webhook event to each enabled endpoint of its users that subscribes
 * to it (each event once per endpoint) and enqueues their first attempts, in `trx`.
 */
export async function queueDeliveries(
  trx: Knex.Transaction,
  queue: JobQueue,
  events: EventEffects['webhooks'],
  recordedAt: Map<string, Date>,
): Promise<void> {
  for (const event of events) {
    if (event.userIds.length === 0) continue;
    const payload = {
      type: event.type,
      timestamp: (recordedAt.get(event.eventId) ?? new Date()).toISOString(),
      data: event.data,
    };
    const written = await trx.raw(
      `INSERT INTO webhook_deliveries (webhook_id, event_id, event_type, payload)
       SELECT id, ?::uuid, ?, ?::jsonb FROM webhooks
       WHERE user_id = ANY (?::text[]) AND is_enabled AND ? = ANY (events)
       ON CONFLICT (webhook_id, event_id) DO NOTHING
       RETURNING id`,
      [event.eventId, event.type, JSON.stringify(payload), [...new Set(event.userIds)], event.type],
    );
    for (const { id } of written.rows as { id: string }[])
      await queue.send(trx, deliverWebhookJob, { deliveryId: id, attempt: 1 });
  }
}
