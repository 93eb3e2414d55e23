-- What an account may do, for other domains to let it act (an API key of its): its sign-in
-- address, its role and whether that address is confirmed. They ask this, not the table.
CREATE OR REPLACE FUNCTION account_access(person text)
 RETURNS TABLE (email text, role text, email_confirmed boolean)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT users.email, users.role, users.email_verified_at IS NOT NULL FROM users WHERE users.id = person
$function$
