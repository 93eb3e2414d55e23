import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook as Signer } from 'standardwebhooks';
import { defineJob } from '../platform/jobs/job-queue.ts';
import { recordEvent } from '../notifications/index.ts';
import { publicOnlyLookup } from './address-guard.ts';

/** The waits before each retry of a failed delivery (then it is marked failed): Standard Webhooks'. */
export const RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600];
/** An endpoint failing every delivery this long is disabled, and its owner told. */
export const DISABLE_AFTER_SECONDS = 5 * 24 * 3600;
/** A receiver must answer within this. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a run holds its attempt: the receiver's time and a margin. */
const CLAIM_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 5;

interface Attempt {
  statusCode: number | null;
  error: string | null;
}

/** POSTs the body, signed; returns the receiver's status, or why there was none. */
function post(
  url: string,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<Attempt> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const lookup = publicOnlyLookup(allowPrivate);
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'RawEx-Webhooks/1' },
        timeout: DELIVERY_TIMEOUT_MS,
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        // The answer's body is not kept: draining it frees the connection.
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? null, error: null }));
        response.on('error', (error) =>
          resolve({ statusCode: response.statusCode ?? null, error: error.message }),
        );
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', (error) => resolve({ statusCode: null, error: error.message }));
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
  async run({ deliveryId, attempt }, { db, queue, settings }) {
    // The attempt is claimed first, so a second run of it (a duplicate or a retried job) sends nothing
    // while the first is sending; a claim left by a run that died lapses after CLAIM_SECONDS.
    const claimed = await db('webhookDeliveries')
      .where({ id: deliveryId, attempts: attempt - 1, status: 'pending' })
      .where('nextAttemptAt', '<=', db.raw("now() + interval '1 second'"))
      .update({ nextAttemptAt: db.raw(`now() + interval '${CLAIM_SECONDS} seconds'`) });
    if (claimed === 0) {
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
        'webhooks.isEnabled',
      );
    if (!delivery.isEnabled) {
      await db('webhookDeliveries')
        .where({ id: deliveryId })
        .update({ status: 'failed', lastError: 'The endpoint is disabled.', nextAttemptAt: null });
      return;
    }
    const body = JSON.stringify(delivery.payload);
    const messageId = `msg_${deliveryId.replaceAll('-', '')}`;
    const timestamp = new Date();
    const headers = {
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Signer(delivery.secret).sign(messageId, timestamp, body),
    };
    const result = await post(delivery.url, headers, body, settings.webhooks.allowPrivateAddresses);
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
