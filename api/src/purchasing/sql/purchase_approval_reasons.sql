-- Why a member's purchase must wait for an approver, if it must: it would take them past their
-- monthly limit (what they placed this calendar month, UTC, cancelled orders aside, plus `total`),
-- or one of its orders (`largest_order`) passes the company's per-order threshold. Owners and
-- admins decide for themselves: no reason holds them. `place_orders` asks it of every placement
-- not approved already, so no way of ordering (checkout, quote, sample) goes around it.
CREATE OR REPLACE FUNCTION purchase_approval_reasons(buyer text, placer text, total numeric, largest_order numeric)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT array_remove(ARRAY[
             CASE WHEN member.monthly_limit IS NOT NULL
                   AND (SELECT coalesce(sum(placed.total_amount), 0) FROM orders placed
                         WHERE placed.buyer_id = buyer AND placed.placed_by = placer AND placed.status <> 'cancelled'
                           AND placed.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
                       + total > member.monthly_limit
                  THEN 'monthly_limit' END,
             CASE WHEN company.order_approval_threshold IS NOT NULL AND largest_order > company.order_approval_threshold
                  THEN 'order_threshold' END], NULL)
    FROM company_members member JOIN companies company ON company.id = member.company_id
    WHERE member.company_id = buyer AND member.user_id = placer AND member.role NOT IN ('owner', 'admin')),
    '{}')
$$
