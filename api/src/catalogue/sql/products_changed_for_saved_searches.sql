-- Products listed, back on sale or cheaper: handed to saved searches for their next match
-- (`note_saved_search_candidates`, personal's). A statement-level trigger with the rows it wrote.
CREATE OR REPLACE FUNCTION products_changed_for_saved_searches()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM note_saved_search_candidates(ARRAY(SELECT id FROM added WHERE is_active), '{}');
    ELSE
      PERFORM note_saved_search_candidates(
        ARRAY(SELECT added.id FROM added JOIN removed ON removed.id = added.id
               WHERE added.is_active AND NOT removed.is_active),
        ARRAY(SELECT added.id FROM added JOIN removed ON removed.id = added.id
               WHERE added.is_active AND removed.is_active AND added.price < removed.price));
    END IF;
    RETURN NULL;
  END $function$
