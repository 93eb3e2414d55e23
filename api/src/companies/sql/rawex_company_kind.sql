-- The kind of firm an account's role registers: a vendor's sells, anyone else's buys.
CREATE OR REPLACE FUNCTION rawex_company_kind(account_role text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
     SELECT CASE WHEN account_role = 'vendor' THEN 'supplier' ELSE 'buyer' END
   $function$
