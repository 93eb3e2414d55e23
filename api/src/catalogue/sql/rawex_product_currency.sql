-- A product written without a currency is priced in its supplier's (`firm_terms`). A supplier with
-- no firm does not exist: refused as the product's reference to it would refuse it.
CREATE OR REPLACE FUNCTION rawex_product_currency()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.currency := (SELECT terms.currency FROM firm_terms(NEW.vendor_id) terms);
  IF NEW.currency IS NULL THEN
    RAISE foreign_key_violation USING MESSAGE = 'no supplier ' || NEW.vendor_id,
      CONSTRAINT = 'products_vendor_id_fkey', TABLE = 'products';
  END IF;
  RETURN NEW;
END $$
