-- The limits a member's purchases are weighed against: their monthly limit with what they placed
-- this month (`spent_this_month`) and what is left of it, and the firm's per-order threshold
-- (companies' `member_purchase_rules`); a limit not set is null. No row for owners and admins, who
-- decide for themselves, nor for anyone outside the firm.
CREATE OR REPLACE FUNCTION purchase_limits(buyer text, placer text)
RETURNS TABLE (monthly_limit numeric, spent numeric, monthly_left numeric, order_threshold numeric)
LANGUAGE sql STABLE AS $$
  SELECT rules.monthly_limit, month.spent,
         CASE WHEN rules.monthly_limit IS NOT NULL THEN greatest(rules.monthly_limit - month.spent, 0) END,
         rules.order_approval_threshold
  FROM member_purchase_rules(buyer, placer) rules
  CROSS JOIN LATERAL (SELECT coalesce(sum(mine.spent), 0) AS spent
                      FROM spent_this_month(buyer) mine WHERE mine.placed_by = placer) month
  WHERE rules.company_role NOT IN ('owner', 'admin')
$$
