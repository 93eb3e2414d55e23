import type { Knex } from 'knex';

/**
 * A supplier's average rating and review count kept on its row, so the catalogue can carry and
 * sort by them without grouping every rating per request. A trigger keeps them true whatever
 * writes the ratings (the API, the seed, a console).
 */
const statements = [
  `ALTER TABLE users
     ADD COLUMN rating numeric(3, 2) CHECK (rating BETWEEN 1 AND 5),
     ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0)`,
  // Writes only a change: a statement inserting many ratings runs this once per row, after all of them.
  `CREATE FUNCTION refresh_vendor_rating(vendor text) RETURNS void LANGUAGE sql AS $$
     UPDATE users SET rating = figures.rating, review_count = figures.review_count
     FROM (SELECT round(avg(rating), 2) AS rating, count(*)::integer AS review_count
           FROM vendor_ratings WHERE vendor_id = vendor) figures
     WHERE users.id = vendor
       AND (users.rating, users.review_count) IS DISTINCT FROM (figures.rating, figures.review_count)
   $$`,
  `CREATE FUNCTION vendor_ratings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP <> 'INSERT' THEN PERFORM refresh_vendor_rating(OLD.vendor_id); END IF;
     IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.vendor_id <> OLD.vendor_id) THEN
       PERFORM refresh_vendor_rating(NEW.vendor_id);
     END IF;
     RETURN NULL;
   END
   $$`,
  `CREATE TRIGGER vendor_ratings_figures AFTER INSERT OR UPDATE OR DELETE ON vendor_ratings
     FOR EACH ROW EXECUTE FUNCTION vendor_ratings_changed()`,
  // A rating moves the supplier's figures, not its profile's updatedAt.
  'DROP TRIGGER users_touch_updated_at ON users',
  `CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON users FOR EACH ROW
     WHEN ((OLD.rating, OLD.review_count) IS NOT DISTINCT FROM (NEW.rating, NEW.review_count))
     EXECUTE FUNCTION rawex_touch_updated_at()`,
  `UPDATE users SET (rating, review_count) = (
     SELECT round(avg(rating), 2), count(*) FROM vendor_ratings WHERE vendor_id = users.id)
   WHERE role = 'vendor'`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER users_touch_updated_at ON users');
  await knex.raw(
    'CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION rawex_touch_updated_at()',
  );
  await knex.raw('DROP TRIGGER vendor_ratings_figures ON vendor_ratings');
  await knex.raw('DROP FUNCTION vendor_ratings_changed(), refresh_vendor_rating(text)');
  await knex.raw('ALTER TABLE users DROP COLUMN rating, DROP COLUMN review_count');
}
