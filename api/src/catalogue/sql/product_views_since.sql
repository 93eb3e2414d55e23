-- How many times a supplier's products were viewed on the days after `since`: its dashboard's
-- figure, asked of the catalogue rather than read from its tables.
CREATE OR REPLACE FUNCTION product_views_since(vendor text, since date)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(views.views), 0)::bigint
  FROM product_views views JOIN products ON products.id = views.product_id
  WHERE products.vendor_id = product_views_since.vendor AND views.day > product_views_since.since
$$
