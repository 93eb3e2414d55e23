-- A row's updated_at set to now on every update (a BEFORE UPDATE trigger of many tables).
CREATE OR REPLACE FUNCTION rawex_touch_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   BEGIN
     NEW.updated_at := now();
     RETURN NEW;
   END $function$
