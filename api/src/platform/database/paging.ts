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
