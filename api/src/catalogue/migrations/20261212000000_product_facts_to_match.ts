import type { Knex } from 'knex';

/**
 * `product_facts()` also answers what a saved search matches a product on (its words, origin,
 * certifications, Incoterms, grade, purity and lead time): its columns change, which a replaced
 * function cannot do, so it goes here and comes back as a routine, applied after the migrations.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS product_facts()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS product_facts()');
}
