import { z } from 'zod';
import { timestampSchema } from '../platform/common.contract.ts';
import { apiKeyStatusSchema } from './keys.contract.ts';

/** Figures of the API's own use: per endpoint, and per hour for a user's keys. */

export const endpointUsageSchema = z
  .object({
    method: z.string().meta({ example: 'GET' }),
    path: z.string().meta({ example: '/api/products/{id}' }),
    summary: z.string(),
    requests: z.number().int().meta({ description: 'Requests in the last 24 hours.' }),
    averageMs: z
      .number()
      .nullable()
      .meta({ description: 'Mean response time, milliseconds; null without requests.' }),
    errorRate: z.number().meta({ description: 'Share of answers with status 400 or more, 0 to 1.' }),
  })
  .meta({ id: 'EndpointUsage' });

export const keyUsageSchema = z
  .object({
    hours: z
      .array(z.object({ hour: timestampSchema, requests: z.number().int() }))
      .meta({ description: 'The last 24 hours, oldest first: requests made with any of your keys.' }),
    keys: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        status: apiKeyStatusSchema,
        rateLimit: z.number().int(),
        requestsThisHour: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'KeyUsage' });

export type EndpointUsage = z.output<typeof endpointUsageSchema>;
export type KeyUsage = z.output<typeof keyUsageSchema>;
