-- Why a member's purchase must wait for an approver, if it must. `orders` are the purchase's
-- orders as [{currency, worth}]. The limits are kept in the firm's currency and weigh the orders in
-- it: the purchase would take the member past their monthly limit (what they placed this calendar
-- month plus those orders, `purchase_limits`), or one of those orders passes the company's
-- per-order threshold. An order in another currency is never converted to be weighed: where a
-- limit is set, it waits for an approver (other_currency). Owners and admins decide for
-- themselves: no reason holds them. `place_orders` asks it of every placement not approved
-- already, so no way of ordering (checkout, quote, sample) goes around it.
CREATE OR REPLACE FUNCTION purchase_approval_reasons(buyer text, placer text, orders jsonb)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT array_remove(ARRAY[
             CASE WHEN limits.monthly_limit IS NOT NULL AND limits.spent + own.total > limits.monthly_limit
                  THEN 'monthly_limit' END,
             CASE WHEN limits.order_threshold IS NOT NULL AND own.largest > limits.order_threshold
                  THEN 'order_threshold' END,
             CASE WHEN (limits.monthly_limit IS NOT NULL OR limits.order_threshold IS NOT NULL)
                       AND own.others > 0
                  THEN 'other_currency' END], NULL)
    FROM purchase_limits(buyer, placer) limits,
         (SELECT coalesce(sum(entry.worth) FILTER (WHERE entry.currency = firm.currency), 0) AS total,
                 coalesce(max(entry.worth) FILTER (WHERE entry.currency = firm.currency), 0) AS largest,
                 count(*) FILTER (WHERE entry.currency <> firm.currency) AS others
          FROM jsonb_to_recordset(orders) AS entry (currency text, worth numeric), firm_terms(buyer) firm) own),
    '{}')
$$
