-- A person chose to act for one of their firms: remembered, so their next session starts there
-- (`last_acted_membership`).
CREATE OR REPLACE FUNCTION note_firm_acted_for(firm text, person text)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE company_members SET last_acted_at = now() WHERE company_id = firm AND user_id = person
$function$
