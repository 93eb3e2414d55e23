import type { Knex } from 'knex';

/** The profile of a product: what the facets count it by. */
const PROFILE = 'category_id, vendor_id, origin_country, grade, certifications, incoterms';

/**
 * Facet counts at a million products (docs/benchmarks.md, "facets").
 *
 * - `product_facet_profiles` counts the active products of each profile: its category, its
 *   supplier, and the values the facets count. A catalogue of a million products has a few
 *   thousand profiles, so the counts of a category, or of the whole catalogue, under any choice
 *   of facet values, are sums over those few rows rather than counts over every product.
 * - Statement triggers keep it: each statement adds the profiles of the rows it wrote and takes
 *   away those of the rows it replaced, once, whatever the number of rows. A statement that
 *   changes nothing a facet counts (a price, a quantity bought) nets to zero and writes nothing;
 *   only statements that list, unlist or re-describe products wait on each other's profiles.
 * - The indexes serve the list filtered by a rare value, which walking the newest-first index
 *   would look for among every product.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_facet_profiles (
      category_id integer NOT NULL,
      vendor_id text NOT NULL,
      origin_country text,
      grade text,
      certifications text[] NOT NULL,
      incoterms text[] NOT NULL,
      products integer NOT NULL
    )`);
  await knex.raw(`
    CREATE UNIQUE INDEX product_facet_profiles_unique ON product_facet_profiles (${PROFILE}) NULLS NOT DISTINCT`);
  for (const [event, tables] of [
    ['INSERT', 'NEW TABLE AS added'],
    ['UPDATE', 'OLD TABLE AS removed NEW TABLE AS added'],
    ['DELETE', 'OLD TABLE AS removed'],
  ] as const) {
    await knex.raw(`
      CREATE FUNCTION rawex_count_facet_profiles_${event.toLowerCase()}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${profileDelta(event)}
        RETURN NULL;
      END $$`);
    await knex.raw(`
      CREATE TRIGGER products_facet_profiles_${event.toLowerCase()} AFTER ${event} ON products
      REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION rawex_count_facet_profiles_${event.toLowerCase()}()`);
  }
  await knex.raw(`
    INSERT INTO product_facet_profiles (${PROFILE}, products)
    SELECT ${PROFILE}, count(*) FROM products WHERE is_active GROUP BY ${PROFILE}`);
  await knex.raw(`CREATE INDEX products_active_origin_index ON products (origin_country, created_at DESC, id DESC)
    WHERE is_active`);
  await knex.raw(
    'CREATE INDEX products_active_certifications_index ON products USING gin (certifications) WHERE is_active',
  );
  await knex.raw(
    'CREATE INDEX products_active_incoterms_index ON products USING gin (incoterms) WHERE is_active',
  );
  await knex.raw(`CREATE INDEX products_active_grade_index ON products (grade, created_at DESC, id DESC)
    WHERE is_active`);
}

/**
 * The statement that folds one event's rows into the profiles' counts. A profile whose count
 * falls to zero keeps its row: sums skip it, and the profile is likely to come back.
 */
function profileDelta(event: 'INSERT' | 'UPDATE' | 'DELETE'): string {
  const parts = [
    ...(event === 'DELETE'
      ? []
      : [`SELECT ${PROFILE}, count(*) AS products FROM added WHERE is_active GROUP BY ${PROFILE}`]),
    ...(event === 'INSERT'
      ? []
      : [`SELECT ${PROFILE}, -count(*) AS products FROM removed WHERE is_active GROUP BY ${PROFILE}`]),
  ];
  return `
    INSERT INTO product_facet_profiles (${PROFILE}, products)
    SELECT ${PROFILE}, sum(products)::integer FROM (${parts.join(' UNION ALL ')}) AS changes
    GROUP BY ${PROFILE} HAVING sum(products) <> 0
    ON CONFLICT (${PROFILE}) DO UPDATE SET products = product_facet_profiles.products + EXCLUDED.products;`;
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['origin', 'certifications', 'incoterms', 'grade'])
    await knex.raw(`DROP INDEX products_active_${index}_index`);
  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER products_facet_profiles_${event} ON products`);
    await knex.raw(`DROP FUNCTION rawex_count_facet_profiles_${event}()`);
  }
  await knex.raw('DROP TABLE product_facet_profiles');
}
