-- The rung above a quantity: the first whose minimum it does not meet yet; none past the last.
CREATE OR REPLACE FUNCTION next_price_rung(tiers jsonb, quantity integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
     SELECT tier FROM jsonb_array_elements(tiers) AS tier
     WHERE (tier->>'minQuantity')::integer > quantity
     ORDER BY (tier->>'minQuantity')::integer LIMIT 1
   $function$
