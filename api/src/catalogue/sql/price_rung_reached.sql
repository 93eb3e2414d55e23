-- The rung of a price ladder a quantity reaches: the last whose minimum it meets; none below the first.
CREATE OR REPLACE FUNCTION price_rung_reached(tiers jsonb, quantity integer)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
     SELECT tier FROM jsonb_array_elements(tiers) AS tier
     WHERE (tier->>'minQuantity')::integer <= quantity
     ORDER BY (tier->>'minQuantity')::integer DESC LIMIT 1
   $function$
