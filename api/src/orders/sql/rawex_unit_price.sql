-- The unit price at a quantity: the price of the highest rung of the ladder it reaches, else the base price.
CREATE OR REPLACE FUNCTION rawex_unit_price(base numeric, tiers jsonb, quantity integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
     SELECT coalesce(
       (SELECT (tier->>'price')::numeric FROM jsonb_array_elements(tiers) AS tier
        WHERE (tier->>'minQuantity')::integer <= quantity
        ORDER BY (tier->>'minQuantity')::integer DESC LIMIT 1),
       base)
   $function$
