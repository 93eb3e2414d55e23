-- An issued order document is never changed or removed, but for the number given it at commit.
CREATE OR REPLACE FUNCTION refuse_issued_document_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     BEGIN
       IF TG_OP = 'UPDATE' AND OLD.number IS NULL AND NEW.number IS NOT NULL
          AND to_jsonb(NEW) - 'number' = to_jsonb(OLD) - 'number' THEN
         RETURN NEW;
       END IF;
       RAISE EXCEPTION 'issued documents are never changed or deleted: issue a credit note instead'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'order_documents_issued';
     END $function$
