-- How long a supplier has to confirm a pending order before it is cancelled and its stock put
-- back: the setting order_confirm_hours (RAWEX_ORDER_CONFIRM_HOURS, written at start), 168 hours
-- unless set. An order's deadline is when it was placed plus this; the expiry job and the order's
-- answer (confirmBy) both read it here.
CREATE OR REPLACE FUNCTION order_confirm_window()
RETURNS interval LANGUAGE sql STABLE AS $$
  SELECT make_interval(secs => coalesce((marketplace_setting('order_confirm_hours') #>> '{}')::numeric, 168) * 3600)
$$
