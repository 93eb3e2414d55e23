-- The limits a member's purchases are weighed against: their monthly limit with what they placed
-- this month (`spent_this_month`) and what is left of it, and the firm's per-order threshold; a
-- limit not set is null. No row for owners and admins, who decide for themselves, nor for anyone
-- outside the firm.
CREATE OR REPLACE FUNCTION purchase_limits(buyer text, placer text)
RETURNS TABLE (monthly_limit numeric, spent numeric, monthly_left numeric, order_threshold numeric)
LANGUAGE sql STABLE AS $$
  SELECT member.monthly_limit, month.spent,
         CASE WHEN member.monthly_limit IS NOT NULL THEN greatest(member.monthly_limit - month.spent, 0) END,
         company.order_approval_threshold
  FROM company_members member
  JOIN companies company ON company.id = member.company_id
  CROSS JOIN LATERAL (SELECT coalesce(sum(mine.spent), 0) AS spent
                      FROM spent_this_month(buyer) mine WHERE mine.placed_by = placer) month
  WHERE member.company_id = buyer AND member.user_id = placer AND member.role NOT IN ('owner', 'admin')
$$
