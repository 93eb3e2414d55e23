-- A new account: companies registers its own firm (`register_own_company`).
CREATE OR REPLACE FUNCTION account_registered()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM register_own_company(NEW.id, NEW.role);
    RETURN NULL;
  END $function$
