import { z } from 'zod';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { WEBHOOK_EVENT_TYPES } from './webhook-values.contract.ts';

export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-values.contract.ts';
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const MAX_WEBHOOKS_PER_USER = 20;

export const webhookSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(webhookEventTypeSchema),
    description: z.string().nullable(),
    isEnabled: z.boolean(),
    disabledReason: z.string().nullable().meta({ description: 'Why RawEx disabled it, when it did.' }),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

export const newWebhookSchema = webhookSchema
  .extend({
    secret: z.string().meta({
      description:
        'The signing secret (whsec_…), shown once: verify each delivery’s webhook-signature with it (Standard Webhooks).',
    }),
  })
  .meta({ id: 'NewWebhook' });
export type NewWebhook = z.infer<typeof newWebhookSchema>;

const urlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .max(2000, 'must be at most 2,000 characters');

const eventsSchema = z
  .array(webhookEventTypeSchema, { error: `must be a list of events: ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  .min(1, 'give at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

export const createWebhookBodySchema = z
  .strictObject({
    url: urlSchema,
    events: eventsSchema,
    description: textSchema(200).optional(),
  })
  .meta({ id: 'CreateWebhookRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CreateWebhookRequest = z.input<typeof createWebhookBodySchema>;
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .strictObject({
    url: urlSchema,
    events: eventsSchema,
    description: textSchema(200).nullable(),
    isEnabled: z.boolean().meta({ description: 'true turns a disabled endpoint back on.' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'must change at least one field')
  .meta({ id: 'UpdateWebhookRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type UpdateWebhookRequest = z.input<typeof updateWebhookBodySchema>;
export type UpdateWebhookBody = z.infer<typeof updateWebhookBodySchema>;

export const webhookPathSchema = z.strictObject({ id: integerIdSchema });
export const deliveryPathSchema = z.strictObject({
  id: integerIdSchema,
  deliveryId: z.uuid('is not a delivery id'),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z
  .object({
    id: z.string(),
    eventType: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable().meta({ description: 'The receiver’s last HTTP status.' }),
    lastError: z.string().nullable(),
    lastAttemptAt: timestampSchema.nullable(),
    nextAttemptAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
    payload: z.unknown().meta({ description: 'The body as sent: {type, timestamp, data}.' }),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);
