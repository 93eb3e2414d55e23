-- What other domains read of a product: whose it is, its category, what it is called and shows,
-- its price, currency, reference price and ladder, how it is ordered (minimum, multiple, stock,
-- on sale), its sample, and what the catalogue's filters match it on (a saved search's new
-- matches). They select from this (`JOIN product_facts() AS products`) rather than from the
-- products table; the planner inlines it, so a filter on it uses the products' indexes and a
-- column not asked for costs nothing.
CREATE OR REPLACE FUNCTION product_facts()
RETURNS TABLE (
  id integer,
  vendor_id text,
  category_id integer,
  name text,
  images text[],
  unit text,
  price numeric,
  currency char(3),
  reference_price numeric,
  price_tiers jsonb,
  minimum_order integer,
  order_multiple integer,
  available_quantity integer,
  is_active boolean,
  sample_quantity integer,
  sample_price numeric,
  search_vector tsvector,
  origin_country text,
  certifications text[],
  incoterms text[],
  grade text,
  purity_percent double precision,
  lead_time_days integer
) LANGUAGE sql STABLE AS $$
  SELECT products.id, products.vendor_id, products.category_id, products.name, products.images, products.unit, products.price,
         products.currency, products.reference_price,
         products.price_tiers, products.minimum_order, products.order_multiple, products.available_quantity,
         products.is_active, products.sample_quantity, products.sample_price, products.search_vector,
         products.origin_country, products.certifications, products.incoterms, products.grade,
         products.purity_percent, products.lead_time_days
  FROM products
$$
