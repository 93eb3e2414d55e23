-- Why a member's purchase must wait for an approver, if it must: it would take them past their
-- monthly limit (what they placed this calendar month plus `total`), or one of its orders
-- (`largest_order`) passes the company's per-order threshold (`purchase_limits`). Owners and
-- admins decide for themselves: no reason holds them. `place_orders` asks it of every placement
-- not approved already, so no way of ordering (checkout, quote, sample) goes around it.
CREATE OR REPLACE FUNCTION purchase_approval_reasons(buyer text, placer text, total numeric, largest_order numeric)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT array_remove(ARRAY[
             CASE WHEN limits.monthly_limit IS NOT NULL AND limits.spent + total > limits.monthly_limit
                  THEN 'monthly_limit' END,
             CASE WHEN limits.order_threshold IS NOT NULL AND largest_order > limits.order_threshold
                  THEN 'order_threshold' END], NULL)
    FROM purchase_limits(buyer, placer) limits),
    '{}')
$$
