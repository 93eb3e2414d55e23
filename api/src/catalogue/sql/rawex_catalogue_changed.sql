-- The catalogue changed: its version moves on, so cached answers about it are not served again.
CREATE OR REPLACE FUNCTION rawex_catalogue_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM nextval('catalogue_changes');
      RETURN NULL;
    END $function$
