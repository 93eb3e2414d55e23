-- An issued commission invoice is never changed or removed: a correction is a credit note.
CREATE OR REPLACE FUNCTION refuse_commission_invoice_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
     BEGIN
       RAISE EXCEPTION 'issued commission invoices are never changed or deleted'
         USING ERRCODE = 'restrict_violation', CONSTRAINT = 'commission_invoices_issued';
     END $function$
