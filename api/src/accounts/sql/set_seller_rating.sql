-- A supplier's rating figures (average, count), as orders compute them from its ratings; written
-- only when they changed.
CREATE OR REPLACE FUNCTION set_seller_rating(seller text, average numeric, reviews integer)
 RETURNS void
 LANGUAGE sql
AS $function$
  UPDATE users SET rating = average, review_count = reviews
  WHERE id = seller AND (rating, review_count) IS DISTINCT FROM (average, reviews)
$function$
