-- A person's standing in one firm: their role there and the firm's kind, or no row when they are
-- not (or no longer) a member. Other domains ask this (an API key acting for its firm), not the
-- tables.
CREATE OR REPLACE FUNCTION member_standing(firm text, person text)
 RETURNS TABLE (company_role text, kind text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT member.role, companies.kind
  FROM company_members member JOIN companies ON companies.id = member.company_id
  WHERE member.company_id = firm AND member.user_id = person
$function$
