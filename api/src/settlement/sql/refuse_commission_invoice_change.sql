-- An issued commission invoice is never changed or removed, but for the number given it at commit:
-- a correction is a credit note.
CREATE OR REPLACE FUNCTION refuse_commission_invoice_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     BEGIN
       IF TG_OP = 'UPDATE' AND OLD.number IS NULL AND NEW.number IS NOT NULL
          AND to_jsonb(NEW) - 'number' = to_jsonb(OLD) - 'number' THEN
         RETURN NEW;
       END IF;
       RAISE EXCEPTION 'issued commission invoices are never changed or deleted'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'commission_invoices_issued';
     END $function$
