-- What anyone may see of a firm that sells, beside its products: its name, place, verification and
-- rating, with its account's role (a supplier's, or the marketplace's own). The catalogue reads
-- this (`JOIN seller_profiles() AS vendor`) rather than the users table; the planner inlines it, so
-- the users' indexes serve the catalogue's joins, filters and orders as before.
CREATE OR REPLACE FUNCTION seller_profiles()
RETURNS TABLE (
  id text,
  role text,
  company_name text,
  location text,
  is_verified boolean,
  rating numeric,
  review_count integer
) LANGUAGE sql STABLE AS $$
  SELECT users.id, users.role, users.company_name, users.location, users.is_verified, users.rating,
         users.review_count
  FROM users
$$
