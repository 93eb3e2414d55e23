-- An account whose role changes: the kind of its own firm follows (a vendor's firm sells).
CREATE OR REPLACE FUNCTION rawex_follow_account_role()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     UPDATE companies SET kind = rawex_company_kind(NEW.role) WHERE id = NEW.id;
     RETURN NULL;
   END $function$
