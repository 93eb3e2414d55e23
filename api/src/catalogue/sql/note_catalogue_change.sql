-- The catalogue changed: its version moves on, so cached answers about it are not served again.
-- A counter (a sequence: no lock, no row that writers wait on) that the server reads as
-- `catalogueVersion`; the owners of what the catalogue's pages show call it from their triggers.
CREATE OR REPLACE FUNCTION note_catalogue_change()
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT FROM nextval('catalogue_changes');
$function$
