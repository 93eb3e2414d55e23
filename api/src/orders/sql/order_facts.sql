-- What other domains read of an order: its parties, status, total and currency, protection, payment plan and
-- reference, what its documents print of it, and the commission frozen on its lines. They select
-- from this (`FROM order_facts() AS orders`) rather than from the orders table; the planner inlines
-- it, so a filter on it uses the orders' indexes and a column not asked for costs nothing.
CREATE OR REPLACE FUNCTION order_facts()
RETURNS TABLE (
  id integer,
  buyer_id text,
  vendor_id text,
  status text,
  total_amount numeric,
  currency char(3),
  protected boolean,
  payment_plan jsonb,
  payment_reference text,
  created_at timestamptz,
  po_number text,
  incoterm text,
  incoterm_place text,
  incoterm_place_code text,
  shipping_address text,
  commission numeric
) LANGUAGE sql STABLE AS $$
  SELECT orders.id, orders.buyer_id, orders.vendor_id, orders.status, orders.total_amount, orders.currency,
         orders.protected, orders.payment_plan, orders.payment_reference, orders.created_at,
         orders.po_number, orders.incoterm, orders.incoterm_place, orders.incoterm_place_code,
         orders.shipping_address,
         (SELECT coalesce(sum(item.commission), 0) FROM order_items item WHERE item.order_id = orders.id)
  FROM orders
$$
