import { z } from 'zod';

/** Path ids of integer-keyed resources: whole, positive, within PostgreSQL's integer. */
export const integerIdSchema = z.coerce
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(2_147_483_647, 'is too large');

export const userIdSchema = z.string().min(1).max(64);

export const paginationQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'can be at most 100')
    .default(50)
    .meta({ description: 'Items per page (default 50, at most 100).' }),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(1_000_000, 'can be at most 1,000,000')
    .default(0)
    .meta({ description: 'Items to skip. The next page is also given in the Link header.' }),
});

/** Money and other decimals travel as strings: "1234.50". */
export const decimalStringSchema = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/);

export const timestampSchema = z.iso.datetime({ offset: true }).meta({ example: '2026-11-21T09:30:00.000Z' });

/** Free text from people: trimmed, with no control characters. */
export const textSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !/(?![\t\n\r])\p{Cc}/u.test(text), 'contains control characters');
