import type { Knex } from 'knex';

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
