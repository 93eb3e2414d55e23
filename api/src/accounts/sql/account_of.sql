-- What a person's account shows them (the signed-in frame's summary), for another domain's
-- statement that sets its own figures beside it. It reads this (`FROM account_of(id) AS account`)
-- rather than the users table; the planner inlines it, so the lookup is the table's own by its key.
CREATE OR REPLACE FUNCTION account_of(person text)
RETURNS TABLE (
  id text,
  email text,
  contact_email text,
  username text,
  first_name text,
  last_name text,
  role text,
  company_name text,
  location text,
  description text,
  profile_image_url text,
  is_verified boolean,
  email_verified_at timestamptz,
  created_at timestamptz
) LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT users.id, users.email, users.contact_email, users.username, users.first_name, users.last_name,
         users.role, users.company_name, users.location, users.description, users.profile_image_url,
         users.is_verified, users.email_verified_at, users.created_at
  FROM users WHERE users.id = person
$$
