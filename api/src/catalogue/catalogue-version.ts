import type { Knex } from 'knex';

/**
 * The catalogue's change counter (migration catalogue_changes), moved by every statement that
 * writes products, categories, users or ratings: while it reads the same, so do signed-out pages.
 */
export async function catalogueVersion(db: Knex): Promise<string> {
  const result = (await db.raw(
    'SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS version FROM catalogue_changes',
  )) as { rows: { version: string | number }[] };
  return String(result.rows[0]?.version ?? 0);
}
