-- What anyone may see of a firm beside what it sells or asks for: its name, place, verification and
-- rating (a supplier's), with its account's role (a supplier's, a buyer's or the marketplace's
-- own). The catalogue reads this (`JOIN firm_profiles() AS vendor`), as trade does for the
-- parties of requests, quotes and conversations, rather than the users table; the planner inlines
-- it, so the users' indexes serve their joins, filters and orders as before.
CREATE OR REPLACE FUNCTION firm_profiles()
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
