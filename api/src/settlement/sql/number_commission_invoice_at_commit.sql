-- A commission invoice takes the next number of the marketplace's own series ('rawex') as its
-- transaction commits (a deferred constraint trigger on commission_invoices).
CREATE OR REPLACE FUNCTION number_commission_invoice_at_commit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    UPDATE commission_invoices SET number = take_document_number('rawex', NEW.series) WHERE id = NEW.id;
    RETURN NULL;
  END $function$
