import type { Knex } from 'knex';
import { secondsUntilWindowFrees, tooManyRequests } from '../errors/index.ts';

/**
 * How many rows of `query` fall within the sliding window of `windowMs` before `now`, by `column`,
 * and when the oldest of them was: what a per-account or per-address quota needs to refuse, and
 * to say when to try again (`secondsUntilWindowFrees`).
 */
export async function countWithin(
  query: Knex.QueryBuilder,
  column: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; oldest: Date | undefined }> {
  const row = (await query
    .andWhere(column, '>', new Date(now.getTime() - windowMs))
    .count({ count: '*' })
    .min({ oldest: column })
    .first()) as { count: string | number; oldest: Date | string | null } | undefined;
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined };
}

/**
 * Refuses, 429 with Retry-After, when `query` already holds `most` rows within the window: a
 * per-account quota. `refusal` words it, knowing in how many seconds the oldest row leaves.
 */
export async function checkWindowQuota(
  query: Knex.QueryBuilder,
  column: string,
  { windowMs, most, now }: { windowMs: number; most: number; now: Date },
  refusal: (retryAfterSeconds: number) => { code: string; detail: string },
): Promise<void> {
  const within = await countWithin(query, column, windowMs, now);
  if (within.count < most || !within.oldest) return;
  const retryAfter = secondsUntilWindowFrees(within.oldest, windowMs, now);
  const { code, detail } = refusal(retryAfter);
  throw tooManyRequests(code, detail, retryAfter);
}
