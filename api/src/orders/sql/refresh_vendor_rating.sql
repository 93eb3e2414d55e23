-- A supplier's rating figures (average, count) computed anew from its ratings, kept with its
-- account (`set_seller_rating`, accounts').
CREATE OR REPLACE FUNCTION refresh_vendor_rating(vendor text)
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT set_seller_rating(vendor, round(avg(rating), 2), count(*)::integer)
  FROM vendor_ratings WHERE vendor_id = vendor
$function$
