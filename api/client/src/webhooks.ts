import { Webhook } from 'standardwebhooks';
import type { components } from './schema.js';

type Schemas = components['schemas'];

/** What a RawEx webhook delivers, by event type. */
export type WebhookEvent =
  | { type: 'order.created'; timestamp: string; data: Schemas['Order'] }
  | {
      type: 'order.status_changed';
      timestamp: string;
      data: Schemas['Order'] & { previousStatus: Schemas['Order']['status'] };
    }
  | { type: 'product.created' | 'product.updated'; timestamp: string; data: Schemas['ProductDetail'] }
  | { type: 'webhook.test'; timestamp: string; data: { webhookId: number; message: string } };

/** The headers of a delivery, as any server framework gives them (names in any case). */
export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

/**
 * Checks a delivery's signature (Standard Webhooks: webhook-id, webhook-timestamp and
 * webhook-signature, HMAC-SHA256 with the endpoint's `whsec_…` secret) and its age (at most 5
 * minutes), and answers the event. Throws when either is wrong: answer 400 then, and do not act on it.
 * Pass the body exactly as received, before any JSON parsing.
 */
export function verifyWebhook(secret: string, body: string, headers: WebhookHeaders): WebhookEvent {
  const read = (name: string) => {
    const value =
      headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()]);
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  return new Webhook(secret).verify(body, {
    'webhook-id': read('webhook-id') ?? '',
    'webhook-timestamp': read('webhook-timestamp') ?? '',
    'webhook-signature': read('webhook-signature') ?? '',
  }) as WebhookEvent;
}
