-- An order document takes the next number of its issuer's series as its transaction commits: no gap, no duplicate.
CREATE OR REPLACE FUNCTION number_order_document()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     DECLARE
       taken integer;
     BEGIN
       INSERT INTO document_counters (issuer_id, series, last_number) VALUES (NEW.issuer_id, NEW.series, 1)
       ON CONFLICT (issuer_id, series) DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number INTO taken;
       UPDATE order_documents SET number = taken WHERE id = NEW.id;
       RETURN NULL;
     END $function$
