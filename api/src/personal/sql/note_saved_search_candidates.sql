-- Products listed (or back on sale) and products made cheaper, noted for the saved searches'
-- next match, which a job makes; nothing is noted while no saved search is live.
CREATE OR REPLACE FUNCTION note_saved_search_candidates(listed integer[], cheaper integer[])
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF NOT EXISTS (SELECT 1 FROM saved_searches WHERE paused_at IS NULL) THEN RETURN; END IF;
    INSERT INTO saved_search_candidates (product_id, reason)
    SELECT id, 'listed' FROM unnest(listed) AS id
    UNION ALL
    SELECT id, 'price_drop' FROM unnest(cheaper) AS id;
    IF FOUND THEN PERFORM enqueue_job('saved-searches.match', '{}'::jsonb); END IF;
  END $function$
