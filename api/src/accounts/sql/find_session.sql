-- The live session a cookie names (by its id: the token's hash), with its person and the firm it
-- acts for (companies' `acting_membership`: the one chosen in the session while the person is
-- still in it, else their own). In PL/pgSQL so that each connection plans the lookup once, not
-- at every request.
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
           sessions.expire, sessions.last_seen_at, sessions.sess, member.company_id, member.company_role,
           member.kind
    FROM sessions
    JOIN users ON users.id = sessions.user_id
    CROSS JOIN LATERAL acting_membership(users.id, sessions.sess->>'companyId') AS member
    WHERE sessions.sid = session_id AND sessions.expire > at;
END
$function$
