import type { Knex } from 'knex';

/**
 * The number of matches of a page counted with `count(*) OVER ()`; past the last page that page
 * has no row to carry it, so the matches are counted on their own.
 */
export async function totalOf(
  db: Knex,
  rows: readonly { total: number | string }[],
  offset: number,
  matches: Knex.QueryBuilder,
) {
  if (rows.length > 0 || offset === 0) return Number(rows[0]?.total ?? 0);
  const counted = (await db.from(matches.clone().as('matches')).count({ total: '*' }).first()) as {
    total: number | string;
  };
  return Number(counted.total);
}

/** How many rows PostgreSQL's planner expects `query` to answer (from its statistics, nothing read). */
export async function plannedRows(db: Knex, query: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = query.toSQL();
  const result = (await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings)) as {
    rows: Record<string, unknown>[];
  };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const [explained] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(explained?.Plan['Plan Rows'] ?? 0);
}

/**
 * The number of `matches`: counted when there are at most `exactLimit` (counting more would read
 * every match on every page), otherwise the planner's estimate, never below the `seen` matches the
 * pages so far have shown.
 */
export async function boundedCount(
  db: Knex,
  matches: Knex.QueryBuilder,
  { seen, exactLimit }: { seen: number; exactLimit: number },
): Promise<{ total: number; estimated: boolean }> {
  const planned = await plannedRows(db, matches);
  if (planned <= exactLimit) {
    const counted = (await db
      .from(
        matches
          .clone()
          .limit(exactLimit + 1)
          .as('matches'),
      )
      .first(db.raw('count(*) AS total'))) as { total: number | string };
    const total = Number(counted.total);
    if (total <= exactLimit) return { total, estimated: false };
  }
  return { total: Math.max(planned, seen, exactLimit + 1), estimated: true };
}
