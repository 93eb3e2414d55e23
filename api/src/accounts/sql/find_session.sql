-- The live session a cookie names (by its id: the token's hash), with its person and the firm it
-- acts for: the one chosen in the session while the person is still in it, else their own. In
-- PL/pgSQL so that each connection plans the lookup once, not at every request.
CREATE OR REPLACE FUNCTION find_session(session_id text, at timestamptz)
 RETURNS TABLE (id text, email text, role text, email_confirmed boolean, expire timestamptz,
                last_seen_at timestamptz, sess jsonb, company_id text, company_role text, kind text)
 LANGUAGE plpgsql
 STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT users.id, users.email, users.role, users.email_verified_at IS NOT NULL,
           sessions.expire, sessions.last_seen_at, sessions.sess, member.company_id, member.role, companies.kind
    FROM sessions
    JOIN users ON users.id = sessions.user_id
    CROSS JOIN LATERAL (
      SELECT company_members.company_id, company_members.role FROM company_members
      WHERE company_members.user_id = users.id
        AND company_members.company_id IN (coalesce(sessions.sess->>'companyId', users.id), users.id)
      ORDER BY company_members.company_id = users.id
      LIMIT 1) AS member
    JOIN companies ON companies.id = member.company_id
    WHERE sessions.sid = session_id AND sessions.expire > at;
END
$function$
