-- Locks orders for the caller's transaction, in id order as every locker of several does: what
-- another domain does before it moves money held for them or marks them. Its next query reads
-- them, as they stand once locked, from `order_facts()`.
CREATE OR REPLACE FUNCTION lock_orders(ids integer[])
RETURNS void LANGUAGE sql VOLATILE AS $$
  SELECT FROM orders WHERE orders.id = ANY (ids) ORDER BY orders.id FOR UPDATE
$$
