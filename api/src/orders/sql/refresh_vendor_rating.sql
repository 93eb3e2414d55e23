-- A supplier's rating figures (average, count) computed anew from its ratings.
CREATE OR REPLACE FUNCTION refresh_vendor_rating(vendor text)
 RETURNS void
 LANGUAGE sql
AS $function$
     UPDATE users SET rating = figures.rating, review_count = figures.review_count
     FROM (SELECT round(avg(rating), 2) AS rating, count(*)::integer AS review_count
           FROM vendor_ratings WHERE vendor_id = vendor) figures
     WHERE users.id = vendor
       AND (users.rating, users.review_count) IS DISTINCT FROM (figures.rating, figures.review_count)
   $function$
