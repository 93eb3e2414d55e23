-- A product written keeps its price in the reference currency (`to_reference_price`), at the
-- rate kept for its currency now; the reference prices job keeps it so as rates move.
CREATE OR REPLACE FUNCTION rawex_product_reference_price()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reference_price := to_reference_price(NEW.price, NEW.currency);
  RETURN NEW;
END $$
