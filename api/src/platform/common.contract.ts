import { z } from 'zod';
import { MAX_OFFSET } from './paging-values.contract.ts';

export { MAX_OFFSET };

// A field left out is "required", whatever type it wanted (Zod's own words would name the type:
// "expected string, received undefined"); a schema's own message for it still comes first.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : undefined,
});

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

/** An offset of at most MAX_OFFSET; `deeper` says what to do instead. */
export const offsetSchema = (deeper = 'narrow the list with its filters to reach what lies beyond') =>
  wholeNumberText(0, MAX_OFFSET, `can be at most ${MAX_OFFSET.toLocaleString('en-US')}: ${deeper}`)
    .default(0)
    .meta({
      description: `Items to skip, at most ${MAX_OFFSET.toLocaleString('en-US')}. The next page is also given in the Link header.`,
    });

/** A page of a list, and how many items the list holds in all: what a list's service answers. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export const paginationQuerySchema = z.object({
  limit: wholeNumberText(1, 100)
    .default(50)
    .meta({ description: 'Items per page (default 50, at most 100).' }),
  offset: offsetSchema(),
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
