-- What other domains read of an order's lines: the product, quantity and prices agreed. They
-- select from this (`FROM order_lines() AS line WHERE line.order_id = …`) rather than from
-- order_items; the planner inlines it, so the filter uses the lines' index.
CREATE OR REPLACE FUNCTION order_lines()
RETURNS TABLE (order_id integer, product_id integer, quantity integer, unit_price numeric, total_price numeric)
LANGUAGE sql STABLE AS $$
  SELECT item.order_id, item.product_id, item.quantity, item.unit_price, item.total_price FROM order_items item
$$
