-- The next number of an issuer's series of documents (a company's id, or 'rawex' for the
-- marketplace's own): no gap and no duplicate, as long as it is taken as the document's
-- transaction commits (by a deferred trigger of the documents' owner), so that a transaction
-- that rolls back takes none.
CREATE OR REPLACE FUNCTION take_document_number(document_issuer text, document_series text)
 RETURNS integer
 LANGUAGE sql
AS $function$
  INSERT INTO document_counters (issuer, series, last_number)
  VALUES (document_issuer, document_series, 1)
  ON CONFLICT (issuer, series) DO UPDATE SET last_number = document_counters.last_number + 1
  RETURNING last_number
$function$
