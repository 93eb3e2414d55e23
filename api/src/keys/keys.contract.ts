import { z } from 'zod';
import { integerIdSchema, textSchema, timestampSchema } from '../platform/common.contract.ts';
import { API_PERMISSIONS } from '../platform/actor.ts';

export type { ApiPermission } from '../platform/actor.ts';
export const apiPermissionSchema = z.enum(API_PERMISSIONS);

export const DEFAULT_KEY_RATE_LIMIT = 1000;
/** Keys an account holds at once (revoked and expired ones do not count). */
export const MAX_ACTIVE_KEYS = 25;
/** The hourly limit an account's keys may ask for, until an administrator raises it. */
export const DEFAULT_KEY_RATE_LIMIT_CAP = 10_000;

/** What a key is now: paused ones wait for their owner to confirm them after a password reset. */
export const API_KEY_STATUSES = ['active', 'paused', 'revoked', 'expired'] as const;
export const apiKeyStatusSchema = z.enum(API_KEY_STATUSES);

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    key: z
      .string()
      .meta({ description: 'The first 16 characters of the key: the whole key is shown only once.' }),
    permissions: z.array(apiPermissionSchema),
    rateLimit: z.number().int().meta({ description: 'Requests per hour.' }),
    status: apiKeyStatusSchema,
    lastUsed: timestampSchema.nullable(),
    requests: z.number().int().meta({ description: 'Requests made with the key, in all.' }),
    expiresAt: timestampSchema.nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const newApiKeySchema = apiKeySchema
  .extend({ key: z.string().meta({ description: 'The whole key. Store it now: it is never shown again.' }) })
  .meta({ id: 'NewApiKey' });

export const apiKeyListSchema = z.array(apiKeySchema);

const permissionsSchema = z
  .array(apiPermissionSchema, { error: 'must be a list of permissions' })
  .min(1, 'give at least one permission')
  .max(10, 'can have at most 10 permissions')
  .transform((permissions) => [...new Set(permissions)]);

const rateLimitSchema = z
  .number({ error: 'must be a whole number of requests per hour' })
  .int('must be a whole number of requests per hour')
  .min(1, 'must be at least 1')
  .max(1_000_000, 'must be at most 1,000,000');

export const createApiKeyBodySchema = z
  .strictObject({
    name: textSchema(100).pipe(z.string().min(1, 'is required')),
    permissions: permissionsSchema,
    rateLimit: rateLimitSchema.default(DEFAULT_KEY_RATE_LIMIT),
    expiresAt: z.iso
      .datetime({ offset: true, error: 'must be a date and time like 2027-01-31T00:00:00Z' })
      .refine((value) => Date.parse(value) > Date.now(), 'must be in the future')
      .optional(),
  })
  .meta({ id: 'CreateApiKeyRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type CreateApiKeyRequest = z.input<typeof createApiKeyBodySchema>;

export const updateApiKeyBodySchema = z
  .strictObject({
    name: textSchema(100).pipe(z.string().min(1, 'cannot be empty')),
    permissions: permissionsSchema,
    rateLimit: rateLimitSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'must change at least one field')
  .meta({ id: 'UpdateApiKeyRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type UpdateApiKeyRequest = z.input<typeof updateApiKeyBodySchema>;

export const apiKeyPathSchema = z.strictObject({ id: integerIdSchema });

export const keyRateLimitCapBodySchema = z
  .strictObject({
    cap: rateLimitSchema.meta({
      description: 'Requests per hour that any one of the account’s keys may ask for.',
    }),
  })
  .meta({ id: 'KeyRateLimitCapRequest' });

export const keyRateLimitCapSchema = z
  .object({ userId: z.string(), cap: z.number().int() })
  .meta({ id: 'KeyRateLimitCap' });
export type KeyRateLimitCap = z.infer<typeof keyRateLimitCapSchema>;
