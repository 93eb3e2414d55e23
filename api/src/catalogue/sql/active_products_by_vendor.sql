-- How many products each supplier has on sale: the suppliers' list shows and sorts by it.
-- Accounts ask this, not the table.
CREATE OR REPLACE FUNCTION active_products_by_vendor()
RETURNS TABLE (vendor_id text, product_count bigint) LANGUAGE sql STABLE AS $$
  SELECT products.vendor_id, count(*) FROM products WHERE products.is_active GROUP BY products.vendor_id
$$
