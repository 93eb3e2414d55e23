-- The slugs of the categories some products are in, with their parents': what other domains read
-- of the goods an order sells (the trade documents a category's goods need).
CREATE OR REPLACE FUNCTION category_slugs_of_products(product_ids integer[])
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT named.slug ORDER BY named.slug), '{}')
    FROM products
    JOIN categories category ON category.id = products.category_id
    LEFT JOIN categories parent ON parent.id = category.parent_id
   CROSS JOIN LATERAL (VALUES (category.slug), (parent.slug)) AS named (slug)
   WHERE products.id = ANY (product_ids) AND named.slug IS NOT NULL
$$
