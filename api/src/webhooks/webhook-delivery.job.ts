import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import { openText } from '../platform/secrets.ts';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { recordEvent } from '../notifications/index.ts';
import { publicOnlyLookup } from './address-guard.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';

/** The waits before each retry of a failed delivery (then it is marked failed): Standard Webhooks'. */
export const RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];
/** An endpoint failing every delivery this long is disabled, and its owner told. */
export const DISABLE_AFTER_SECONDS = 5 * 24 * 3600;
/** A receiver must answer within this, from the connection to its status line and headers. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a run holds its attempt: the deadline and a margin. */
const CLAIM_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 5;
/** Attempts one endpoint may have in flight at once: a slow receiver holds two worker slots at most. */
export const MAX_IN_FLIGHT_PER_ENDPOINT = 2;
/** An attempt that waits for its endpoint's slot tries again this much later. */
const BUSY_RETRY_SECONDS = 2;

interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs the body, signed; returns the receiver's status, or why there was none. One deadline
 * covers the whole exchange, so a receiver that sends a byte now and then cannot hold it; the
 * answer's body is never read: its status says all a delivery needs.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
  deadlineMs: number,
): Promise<Attempt> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const lookup = publicOnlyLookup(allowPrivate);
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'RawEx-Webhooks/1' },
        signal: AbortSignal.timeout(deadlineMs),
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        resolve({ statusCode: response.statusCode ?? null, error: null });
        response.destroy();
      },
    );
    request.on('error', (error) =>
      resolve({
        statusCode: null,
        error: error.name === 'AbortError' ? `no answer within ${deadlineMs / 1000} s` : error.message,
      }),
    );
    request.end(body);
  });
}

/**
 * One attempt at a delivery. A 2xx answer delivers it; anything else is retried on the schedule,
 * then marked failed. `attempt` makes a second run of the same attempt (a retried job) do nothing.
 * The POST is made outside any transaction: a slow receiver holds no lock and no connection.
 */
export const deliverWebhookJob = defineJob<{ deliveryId: string; attempt: number }>({
  name: 'webhooks.deliver',
  // The delivery keeps its own schedule; the queue only retries a run that crashed or found its
  // attempt claimed, until the claim lapses.
  retry: { limit: 6, delaySeconds: 5, backoff: true },
  concurrency: 4,
  // Just past a claim: a run the queue gives up on has let its attempt go already.
  expireInSeconds: CLAIM_SECONDS + 5,
  async run({ deliveryId, attempt }, { db, queue, settings }) {
    // The attempt is claimed first, so a second run of it (a duplicate or a retried job) sends nothing
    // while the first is sending; a claim left by a run that died lapses after CLAIM_SECONDS. Its
    // endpoint's lock counts the attempts in flight: past MAX_IN_FLIGHT_PER_ENDPOINT it waits.
    const claim = await db.transaction(async (trx) => {
      const target = await trx('webhookDeliveries').where({ id: deliveryId }).first('webhookId');
      if (!target) return 'gone';
      await lockUntilCommit(trx, `webhook-in-flight:${target.webhookId}`);
      const inFlight = await trx('webhookDeliveries')
        .where({ webhookId: target.webhookId })
        .andWhere('sendingUntil', '>', trx.fn.now())
        .whereNot({ id: deliveryId })
        .count({ count: '*' })
        .first();
      if (Number(inFlight?.count ?? 0) >= MAX_IN_FLIGHT_PER_ENDPOINT) return 'busy';
      const claimed = await trx('webhookDeliveries')
        .where({ id: deliveryId, attempts: attempt - 1, status: 'pending' })
        .where('nextAttemptAt', '<=', trx.raw("now() + interval '1 second'"))
        .update({
          nextAttemptAt: trx.raw(`now() + interval '${CLAIM_SECONDS} seconds'`),
          sendingUntil: trx.raw(`now() + interval '${CLAIM_SECONDS} seconds'`),
        });
      return claimed === 0 ? 'taken' : 'claimed';
    });
    if (claim === 'gone') return;
    if (claim === 'busy') {
      await queue.send(
        db,
        deliverWebhookJob,
        { deliveryId, attempt },
        { startAfterSeconds: BUSY_RETRY_SECONDS },
      );
      return;
    }
    if (claim === 'taken') {
      const current = await db('webhookDeliveries')
        .where({ id: deliveryId })
        .first('attempts', 'status', 'nextAttemptAt');
      // Claimed by a run still going (or that died): try again once its claim lapses.
      if (current?.status === 'pending' && current.attempts === attempt - 1) {
        throw new Error(`Delivery ${deliveryId} attempt ${attempt} is being sent by another run`);
      }
      return;
    }
    const delivery = await db('webhookDeliveries')
      .join('webhooks', 'webhooks.id', 'webhookDeliveries.webhookId')
      .where('webhookDeliveries.id', deliveryId)
      .first(
        'webhookDeliveries.payload',
        'webhooks.id as webhookId',
        'webhooks.url',
        'webhooks.secret',
        'webhooks.previousSecret',
        'webhooks.previousSecretUntil',
        'webhooks.isEnabled',
      );
    if (!delivery.isEnabled) {
      await db('webhookDeliveries').where({ id: deliveryId }).update({
        status: 'failed',
        lastError: 'The endpoint is disabled.',
        nextAttemptAt: null,
        sendingUntil: null,
      });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const messageId = `msg_${deliveryId.replaceAll('-', '')}`;
    const timestamp = new Date();
    // A secret replaced within the last day signs too: its receiver may not have the new one yet.
    const secrets = [
      delivery.secret,
      ...(delivery.previousSecret && delivery.previousSecretUntil > timestamp
        ? [delivery.previousSecret]
        : []),
    ].map((kept: string) => openText(settings.secretsKey(), kept));
    const headers = {
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': secrets
        .map((secret) => new Signer(secret).sign(messageId, timestamp, body))
        .join(' '),
    };
    const result = await post(
      delivery.url,
      headers,
      body,
      settings.webhooks.allowPrivateAddresses,
      settings.webhooks.deadlineMs ?? DELIVERY_TIMEOUT_MS,
    );
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const scale = settings.webhooks.retryScale;
    const wait = RETRY_SCHEDULE_SECONDS[attempt - 1];
    const retryIn = delivered || wait === undefined ? undefined : wait * scale;

    await db.transaction(async (trx) => {
      const updated = await trx('webhookDeliveries')
        .where({ id: deliveryId, attempts: attempt - 1, status: 'pending' })
        .update({
          attempts: attempt,
          status: delivered ? 'succeeded' : retryIn === undefined ? 'failed' : 'pending',
          lastStatusCode: result.statusCode,
          lastError: delivered ? null : (result.error ?? `answered ${result.statusCode}`),
          lastAttemptAt: timestamp,
          nextAttemptAt: retryIn === undefined ? null : new Date(Date.now() + retryIn * 1000),
          sendingUntil: null,
        });
      if (updated === 0) return;
      if (delivered) {
        await trx('webhooks').where({ id: delivery.webhookId }).update({ failingSince: null });
        return;
      }
      if (retryIn !== undefined)
        await queue.send(
          trx,
          deliverWebhookJob,
          { deliveryId, attempt: attempt + 1 },
          { startAfterSeconds: retryIn },
        );
      const [failing] = await trx('webhooks')
        .where({ id: delivery.webhookId })
        .update({ failingSince: trx.raw('COALESCE(failing_since, ?)', [timestamp]) })
        .returning(['failingSince', 'userId', 'url']);
      const failingFor = (timestamp.getTime() - new Date(failing.failingSince).getTime()) / 1000;
      if (failingFor >= DISABLE_AFTER_SECONDS * scale) {
        const disabled = await trx('webhooks')
          .where({ id: delivery.webhookId, isEnabled: true })
          .update({
            isEnabled: false,
            disabledReason: `Every delivery has failed since ${new Date(failing.failingSince).toISOString()}.`,
          });
        if (disabled > 0)
          await recordEvent(trx, 'webhook.disabled', {
            webhookId: delivery.webhookId,
            userId: failing.userId,
            url: failing.url,
          });
      }
    });
  },
});
