import type { Knex } from 'knex';

/** The columns anyone may see of a firm's account, as `firm_profiles` has shown them. */
const SHOWN = `SELECT users.id, users.role, users.company_name, users.location, users.is_verified, users.rating,
         users.review_count
  FROM users`;

/**
 * What anyone may see of a firm (its name, place, verification and, a supplier's, rating), with
 * its account's role: a view accounts owns, which the catalogue, trade, orders and companies read
 * (`JOIN firm_profiles AS vendor`) rather than the users table. It was a function; a view keeps
 * the columns' own types (the rating's numeric(3, 2)), so the planner walks the users' rating
 * index through it, which it did not through the function.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS firm_profiles()');
  await knex.raw(`CREATE VIEW firm_profiles AS ${SHOWN}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP VIEW firm_profiles');
  await knex.raw(`CREATE FUNCTION firm_profiles()
    RETURNS TABLE (id text, role text, company_name text, location text, is_verified boolean,
                   rating numeric, review_count integer)
    LANGUAGE sql STABLE AS $$ ${SHOWN} $$`);
}
