-- An account that becomes a supplier (or stops being one) takes its own firm with it.
CREATE OR REPLACE FUNCTION follow_account_role(person text, account_role text)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE companies SET kind = rawex_company_kind(account_role) WHERE id = person;
$function$
