-- A query changed one of the catalogue's own tables (`note_catalogue_change`).
CREATE OR REPLACE FUNCTION rawex_catalogue_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
    BEGIN
      PERFORM note_catalogue_change();
      RETURN NULL;
    END $function$
