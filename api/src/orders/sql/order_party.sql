-- Whether a firm is a party to an order, as its buyer or its supplier: other domains ask this (who
-- may read a dispute's evidence, say) rather than reading the orders table.
CREATE OR REPLACE FUNCTION order_party(order_id integer, firm text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM orders WHERE orders.id = order_id AND firm IN (orders.buyer_id, orders.vendor_id))
$$
