-- Takes `quantity` of a product's stock for an order: true when the product is on sale and has
-- that much left, and then it has that much less; false, changing nothing, when not. The row
-- stays locked to the caller's commit, so two orders cannot both take the last of it.
CREATE OR REPLACE FUNCTION take_stock(product integer, quantity integer)
RETURNS boolean LANGUAGE sql AS $$
  WITH taken AS (
    UPDATE products SET available_quantity = products.available_quantity - take_stock.quantity
    WHERE products.id = take_stock.product AND products.is_active
      AND products.available_quantity >= take_stock.quantity
    RETURNING 1)
  SELECT EXISTS (SELECT FROM taken)
$$
