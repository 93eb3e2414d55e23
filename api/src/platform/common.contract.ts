import { z } from 'zod';

/** A whole number from a path or query string. */
export const wholeNumberText = (
  min: number,
  max: number,
  tooLarge = `can be at most ${max.toLocaleString('en-US')}`,
) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, min === 0 ? 'cannot be negative' : `must be ${min} or more`)
    .max(max, tooLarge);

/** Path ids of integer-keyed resources: whole, positive, within PostgreSQL's integer. */
export const integerIdSchema = wholeNumberText(1, 2_147_483_647, 'is too large');

export const userIdSchema = z.string().min(1).max(64);

export const paginationQuerySchema = z.object({
  limit: wholeNumberText(1, 100)
    .default(50)
    .meta({ description: 'Items per page (default 50, at most 100).' }),
  offset: wholeNumberText(0, 1_000_000)
    .default(0)
    .meta({ description: 'Items to skip. The next page is also given in the Link header.' }),
});

export const timestampSchema = z.iso.datetime({ offset: true }).meta({ example: '2026-11-21T09:30:00.000Z' });

/** Free text from people: trimmed, with no control characters. */
export const textSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((text) => !/(?![\t\n\r])\p{Cc}/u.test(text), 'contains control characters');

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL's jsonb can hold the value: no string (or key) in it has a NUL or an unpaired surrogate. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(([key, item]) => isStorableJson(key) && isStorableJson(item));
  }
  return true;
}
