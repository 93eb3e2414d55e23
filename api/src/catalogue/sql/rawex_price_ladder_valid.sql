-- Whether a product's price ladder holds: each rung from a larger quantity at a lower price, on the order multiple.
CREATE OR REPLACE FUNCTION rawex_price_ladder_valid(base numeric, minimum integer, multiple integer, tiers jsonb)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
   DECLARE
     tier jsonb;
     floor_quantity bigint := minimum;
     ceiling_price numeric := base;
     quantity bigint;
     price numeric;
   BEGIN
     IF jsonb_typeof(tiers) <> 'array' OR jsonb_array_length(tiers) > 5 THEN
       RETURN false;
     END IF;
     FOR tier IN SELECT value FROM jsonb_array_elements(tiers) LOOP
       IF jsonb_typeof(tier) <> 'object'
          OR (SELECT count(*) FROM jsonb_object_keys(tier)) <> 2
          OR coalesce(tier->>'minQuantity', '') !~ '^[0-9]{1,10}$'
          OR coalesce(tier->>'price', '') !~ '^[0-9]{1,8}\.[0-9]{2}$' THEN
         RETURN false;
       END IF;
       quantity := (tier->>'minQuantity')::bigint;
       price := (tier->>'price')::numeric;
       IF quantity <= floor_quantity OR quantity > 2147483647 OR quantity % multiple <> 0
          OR price <= 0 OR price >= ceiling_price THEN
         RETURN false;
       END IF;
       floor_quantity := quantity;
       ceiling_price := price;
     END LOOP;
     RETURN true;
   END $function$
