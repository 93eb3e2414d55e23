-- The unit price at a quantity: the price of the rung of the ladder it reaches, else the base price.
-- Every price of a cart, a checkout, an approval and the price a buyer asks for comes from here.
CREATE OR REPLACE FUNCTION rawex_unit_price(base numeric, tiers jsonb, quantity integer)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
     SELECT coalesce((price_rung_reached(tiers, quantity)->>'price')::numeric, base)
   $function$
