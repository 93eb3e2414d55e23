-- Whether a product shows the uploaded file at `address` (its pictures or videos): media keeps a
-- file a product shows when it sweeps unused uploads, and asks this rather than the table.
CREATE OR REPLACE FUNCTION product_shows_upload(address text)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM products WHERE address = ANY (products.images) OR address = ANY (products.videos))
$$
