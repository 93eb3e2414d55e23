-- Puts stock back that an order took and no longer will (a cancelled order's lines): each product
-- of `product_ids` gets the quantity at the same place in `quantities`, a product named twice both.
CREATE OR REPLACE FUNCTION return_stock(product_ids integer[], quantities integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE products SET available_quantity = products.available_quantity + returned.quantity
  FROM (SELECT back.product_id, sum(back.quantity)::integer AS quantity
        FROM unnest(product_ids, quantities) AS back (product_id, quantity)
        GROUP BY back.product_id) returned
  WHERE products.id = returned.product_id
$$
