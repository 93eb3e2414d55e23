-- Accounts changed: suppliers' names and places are part of the catalogue's pages, so the
-- catalogue's version moves on (`note_catalogue_change`).
CREATE OR REPLACE FUNCTION accounts_shown_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM note_catalogue_change();
    RETURN NULL;
  END $function$
