-- Who each account is, for other domains to name it: its sign-in address, first name and role
-- (whom an email goes to, who did what in the audit trail). They ask this, not the table.
CREATE OR REPLACE FUNCTION account_identities(ids text[])
RETURNS TABLE (id text, email text, first_name text, role text) LANGUAGE sql STABLE AS $$
  SELECT users.id, users.email, users.first_name, users.role FROM users WHERE users.id = ANY (ids)
$$
