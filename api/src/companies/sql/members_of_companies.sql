-- The members of each firm named, with their roles: whom a notice or an email addressed to a
-- firm's members of some roles reaches. Notifications ask this, not the table.
CREATE OR REPLACE FUNCTION members_of_companies(companies text[])
RETURNS TABLE (company_id text, user_id text, role text) LANGUAGE sql STABLE AS $$
  SELECT member.company_id, member.user_id, member.role FROM company_members member
  WHERE member.company_id = ANY (companies)
$$
