-- The lines of a person's cart, for a query that prices or weighs them (purchasing's checkout).
-- Locked, they are held until the transaction ends: what is weighed is what is taken. Other
-- domains ask this, not the table.
CREATE OR REPLACE FUNCTION cart_lines(person text, locked boolean)
 RETURNS TABLE (product_id integer, quantity integer)
 LANGUAGE plpgsql
 VOLATILE
AS $function$
BEGIN
  IF locked THEN
    RETURN QUERY SELECT line.product_id, line.quantity FROM cart_items line
                 WHERE line.user_id = person FOR UPDATE;
  ELSE
    RETURN QUERY SELECT line.product_id, line.quantity FROM cart_items line WHERE line.user_id = person;
  END IF;
END
$function$
