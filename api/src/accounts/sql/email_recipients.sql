-- Who an email goes to: each account's sign-in address and first name. Notifications ask this
-- when they write emails, rather than reading the accounts' table.
CREATE OR REPLACE FUNCTION email_recipients(ids text[])
RETURNS TABLE (id text, email text, first_name text) LANGUAGE sql STABLE AS $$
  SELECT users.id, users.email, users.first_name FROM users WHERE users.id = ANY (ids)
$$
