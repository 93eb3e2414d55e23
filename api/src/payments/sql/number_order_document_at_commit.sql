-- An order document takes the next number of its issuer's series as its transaction commits
-- (a deferred constraint trigger on order_documents).
CREATE OR REPLACE FUNCTION number_order_document_at_commit()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    UPDATE order_documents SET number = take_document_number(NEW.issuer_id, NEW.series) WHERE id = NEW.id;
    RETURN NULL;
  END $function$
