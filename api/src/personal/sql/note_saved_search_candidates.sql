-- Products listed, back on sale or cheaper: noted for the saved searches' next match (a job matches them).
CREATE OR REPLACE FUNCTION note_saved_search_candidates()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM saved_searches WHERE paused_at IS NULL) THEN RETURN NULL; END IF;
     IF TG_OP = 'INSERT' THEN
       INSERT INTO saved_search_candidates (product_id, reason)
       SELECT id, 'listed' FROM added WHERE is_active;
     ELSE
       INSERT INTO saved_search_candidates (product_id, reason)
       SELECT added.id, CASE WHEN removed.is_active THEN 'price_drop' ELSE 'listed' END
         FROM added JOIN removed ON removed.id = added.id
        WHERE added.is_active AND (NOT removed.is_active OR added.price < removed.price);
     END IF;
     IF FOUND THEN PERFORM enqueue_job('saved-searches.match', '{}'::jsonb); END IF;
     RETURN NULL;
   END $function$
