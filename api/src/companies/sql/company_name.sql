-- A firm's trading name, as every screen and document shows it: the name its founder gave it, else
-- its legal name, else its founder's name or email. Other domains ask this, not the tables. In
-- PL/pgSQL, whose plan a connection keeps: as SQL, it was planned again at every call from another
-- function (each document names two firms).
CREATE OR REPLACE FUNCTION company_name(company_id text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (
    SELECT coalesce(founder.company_name, companies.legal_name,
                    nullif(concat_ws(' ', founder.first_name, founder.last_name), ''), founder.email)
    FROM companies CROSS JOIN account_of($1) AS founder
    WHERE companies.id = $1);
END
$function$
