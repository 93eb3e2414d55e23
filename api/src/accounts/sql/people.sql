-- Who a person is, for other domains to show or find them by: their sign-in address and name.
-- They read this (`FROM people() AS person`) rather than the users table; the planner inlines it,
-- so a join or a filter on it uses the users' indexes.
CREATE OR REPLACE FUNCTION people()
RETURNS TABLE (id text, email text, first_name text, last_name text)
LANGUAGE sql STABLE AS $$
  SELECT users.id, users.email, users.first_name, users.last_name FROM users
$$
