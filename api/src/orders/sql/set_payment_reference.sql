-- Gives an order the reference its payments quote, once: an order that has one keeps it. Payments
-- set it as they issue the order's first document.
CREATE OR REPLACE FUNCTION set_payment_reference(target_order integer, reference text)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE orders SET payment_reference = reference WHERE id = target_order AND payment_reference IS NULL
$function$
