-- The firm a person acted for last (else joined last; their own first among equals), with their
-- role there and the firm's kind: where a new session starts. Other domains ask this, not the
-- tables.
CREATE OR REPLACE FUNCTION last_acted_membership(person text)
 RETURNS TABLE (company_id text, company_role text, kind text)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT member.company_id, member.role, companies.kind
  FROM company_members member JOIN companies ON companies.id = member.company_id
  WHERE member.user_id = person
  ORDER BY coalesce(member.last_acted_at, member.joined_at) DESC, member.company_id = person DESC
  LIMIT 1
$function$
