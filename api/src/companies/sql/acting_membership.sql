-- The firm a person acts for: the one they chose while they are still a member of it, else their
-- own; with their role there and the firm's kind. Other domains ask this (a session), not the
-- tables.
CREATE OR REPLACE FUNCTION acting_membership(person text, chosen text)
 RETURNS TABLE (company_id text, company_role text, kind text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT member.company_id, member.role, companies.kind
  FROM company_members member JOIN companies ON companies.id = member.company_id
  WHERE member.user_id = person AND member.company_id IN (coalesce(chosen, person), person)
  ORDER BY member.company_id = person
  LIMIT 1
$function$
