-- What a firm's rules say of one member's purchases: the member's role and monthly limit, and the
-- firm's per-order approval threshold (null where not set); no row for anyone outside the firm.
-- Purchasing weighs purchases against these (`purchase_limits`); the planner inlines it.
CREATE OR REPLACE FUNCTION member_purchase_rules(firm text, person text)
 RETURNS TABLE (company_role text, monthly_limit numeric, order_approval_threshold numeric)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT member.role, member.monthly_limit, companies.order_approval_threshold
  FROM company_members member JOIN companies ON companies.id = member.company_id
  WHERE member.company_id = firm AND member.user_id = person
$function$
