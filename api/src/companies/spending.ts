import type { Knex } from 'knex';

/**
 * What members of a buying firm spent on its orders this calendar month (UTC), cancelled orders
 * aside: summed from the orders each placed, never kept as a counter that could drift. Answers
 * decimal strings by user id; a member who placed nothing is absent.
 */
export async function spentThisMonth(
  db: Knex,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = (await db('orders')
    .where('buyerId', companyId)
    .whereIn('placedBy', userIds)
    .whereNot('status', 'cancelled')
    .andWhereRaw(`created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)
    .groupBy('placedBy')
    .select('placedBy', db.raw('sum(total_amount)::text AS spent'))) as { placedBy: string; spent: string }[];
  return new Map(rows.map((row) => [row.placedBy, row.spent]));
}
