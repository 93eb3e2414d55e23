-- Puts orders under protection: settlement decides which, the mark is the order's.
CREATE OR REPLACE FUNCTION mark_orders_protected(ids integer[])
RETURNS void LANGUAGE sql VOLATILE AS $$
  UPDATE orders SET protected = true WHERE orders.id = ANY (ids)
$$
