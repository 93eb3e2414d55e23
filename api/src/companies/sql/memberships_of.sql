-- The firms a person belongs to as one JSON array, theirs first, the one they act for marked.
-- Other domains ask this, not the tables.
CREATE OR REPLACE FUNCTION memberships_of(person text, acting_for text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object('companyId', companies.id, 'name', company_name(companies.id),
             'kind', companies.kind, 'role', member.role, 'acting', companies.id = acting_for)
           ORDER BY companies.id = person DESC, company_name(companies.id), companies.id), '[]')
    FROM company_members member
    JOIN companies ON companies.id = member.company_id
    WHERE member.user_id = person);
END
$function$
