import type { Knex } from 'knex';

/**
 * Catalogue search by words at a million products (docs/benchmarks.md, "catalogue at 1M").
 *
 * - `search_vector`: the name's and the description's words (English stems, the name's weighted
 *   above the description's), kept by PostgreSQL itself. ANALYZE keeps the frequency of each
 *   word, so the planner knows how many products a word finds; for ILIKE patterns it guessed.
 * - A GIN index over it gathers the products of a rare word.
 * - The newest-first index carries the vector (INCLUDE): a common word's newest products are
 *   found walking that index alone, never visiting the table, until a page is full.
 * - The trigram indexes served the substring search this replaces; nothing else reads them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')
    ) STORED`);
  await knex.raw(
    'CREATE INDEX products_active_search_index ON products USING gin (search_vector) WHERE is_active',
  );
  await knex.raw(`CREATE INDEX products_active_newest_index ON products (created_at DESC, id DESC)
    INCLUDE (search_vector) WHERE is_active`);
  await knex.raw('DROP INDEX products_active_created_at_index');
  await knex.raw('DROP INDEX products_name_trgm_index');
  await knex.raw('DROP INDEX products_description_trgm_index');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX products_name_trgm_index ON products USING gin (name gin_trgm_ops)');
  await knex.raw(
    'CREATE INDEX products_description_trgm_index ON products USING gin (description gin_trgm_ops)',
  );
  await knex.raw(
    'CREATE INDEX products_active_created_at_index ON products (created_at DESC, id DESC) WHERE is_active',
  );
  await knex.raw('DROP INDEX products_active_newest_index');
  await knex.raw('DROP INDEX products_active_search_index');
  await knex.raw('ALTER TABLE products DROP COLUMN search_vector');
}
