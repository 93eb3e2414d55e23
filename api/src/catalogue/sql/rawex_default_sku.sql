-- A product saved without a SKU is given one, so every product of a supplier has one.
CREATE OR REPLACE FUNCTION rawex_default_sku()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      IF NEW.sku IS NULL THEN NEW.sku := 'RX-' || NEW.id; END IF;
      RETURN NEW;
    END $function$
