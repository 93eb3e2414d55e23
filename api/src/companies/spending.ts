import type { Knex } from 'knex';

/**
 * What members of a buying firm spent on its orders this calendar month (UTC), as orders count it
 * (`spent_this_month`, the sum monthly limits are weighed by). Answers decimal strings by user id;
 * a member who placed nothing is absent.
 */
export async function spentThisMonth(
  db: Knex,
  companyId: string,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = (await db.raw(
    `SELECT placed_by AS "placedBy", spent::numeric(14, 2)::text AS spent
     FROM spent_this_month(?) WHERE placed_by = ANY(?)`,
    [companyId, [...userIds]],
  )) as { rows: { placedBy: string; spent: string }[] };
  return new Map(rows.map((row) => [row.placedBy, row.spent]));
}
