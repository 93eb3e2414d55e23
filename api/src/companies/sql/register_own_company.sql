-- A new account's firm of one, its own: the firm's id is the account's, the account owns it, and
-- its kind follows the account's role (a vendor's firm sells).
CREATE OR REPLACE FUNCTION register_own_company(person text, account_role text)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO companies (id, kind) VALUES (person, rawex_company_kind(account_role));
  INSERT INTO company_members (company_id, company_kind, user_id, role)
    VALUES (person, rawex_company_kind(account_role), person, 'owner');
$function$
