-- A kept exchange rate is never changed or removed: documents and estimates name the rate they used.
CREATE OR REPLACE FUNCTION refuse_fx_rate_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     BEGIN
       RAISE EXCEPTION 'exchange rates are kept as recorded: a new day''s rate is a new row'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'fx_rates_kept';
     END $function$
