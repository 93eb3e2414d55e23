-- Every new account registers a firm of one, its own (the firm's id is the account's), and owns it.
CREATE OR REPLACE FUNCTION rawex_register_own_company()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     INSERT INTO companies (id, kind) VALUES (NEW.id, rawex_company_kind(NEW.role));
     INSERT INTO company_members (company_id, company_kind, user_id, role)
       VALUES (NEW.id, rawex_company_kind(NEW.role), NEW.id, 'owner');
     RETURN NULL;
   END $function$
