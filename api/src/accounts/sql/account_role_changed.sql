-- An account's role changed: its own firm's kind follows (`follow_account_role`, companies').
CREATE OR REPLACE FUNCTION account_role_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM follow_account_role(NEW.id, NEW.role);
    RETURN NULL;
  END $function$
