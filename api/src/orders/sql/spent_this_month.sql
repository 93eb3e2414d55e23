-- What a buying firm's members placed this calendar month (UTC) in the firm's currency, cancelled
-- orders aside, by the member who placed it: summed from the orders, never kept as a counter that
-- could drift. The firm's members page shows it, and monthly limits are weighed by it (an order in
-- another currency is never converted to be counted: an approver let it through).
CREATE OR REPLACE FUNCTION spent_this_month(buyer text)
RETURNS TABLE (placed_by text, spent numeric) LANGUAGE sql STABLE AS $$
  SELECT placed.placed_by, sum(placed.total_amount)
  FROM orders placed
  WHERE placed.buyer_id = buyer AND placed.status <> 'cancelled'
    AND placed.currency = (SELECT firm.currency FROM firm_terms(buyer) firm)
    AND placed.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  GROUP BY placed.placed_by
$$
