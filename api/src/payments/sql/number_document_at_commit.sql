-- A numbered document takes the next number of its issuer's series as its transaction commits: no
-- gap, no duplicate, and a transaction that rolls back takes none. Attached as a deferred constraint
-- trigger to each table of such documents (order documents, commission invoices); its argument names
-- the issuer's column, and without one the issuer is the marketplace itself ('rawex').
CREATE OR REPLACE FUNCTION number_document_at_commit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     DECLARE
       numbered_by text := CASE WHEN TG_NARGS > 0 THEN to_jsonb(NEW) ->> TG_ARGV[0] ELSE 'rawex' END;
       taken integer;
     BEGIN
       INSERT INTO document_counters (issuer, series, last_number) VALUES (numbered_by, NEW.series, 1)
       ON CONFLICT (issuer, series) DO UPDATE SET last_number = document_counters.last_number + 1
       RETURNING last_number INTO taken;
       EXECUTE format('UPDATE %I.%I SET number = $1 WHERE id = $2', TG_TABLE_SCHEMA, TG_TABLE_NAME)
         USING taken, NEW.id;
       RETURN NULL;
     END $function$
