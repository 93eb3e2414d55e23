-- The lines of a person's cart: what the header counts. Other domains ask this, not the table.
CREATE OR REPLACE FUNCTION cart_line_count(person text)
 RETURNS bigint
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT count(*) FROM cart_items WHERE cart_items.user_id = person);
END
$function$
