-- Ratings added, changed or removed: the rated suppliers' figures are computed anew.
CREATE OR REPLACE FUNCTION vendor_ratings_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     IF TG_OP <> 'INSERT' THEN PERFORM refresh_vendor_rating(OLD.vendor_id); END IF;
     IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.vendor_id <> OLD.vendor_id) THEN
       PERFORM refresh_vendor_rating(NEW.vendor_id);
     END IF;
     RETURN NULL;
   END
   $function$
