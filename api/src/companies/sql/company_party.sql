-- A firm as a document names it, seller or buyer: its trading and legal names, address, country,
-- tax id and registration number. Other domains ask this, not the table.
CREATE OR REPLACE FUNCTION company_party(company text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (
    SELECT json_build_object('name', company_name(companies.id), 'legalName', companies.legal_name,
             'address', companies.billing_address, 'country', companies.country,
             'taxId', companies.tax_id, 'registrationNumber', companies.registration_number)
    FROM companies WHERE companies.id = company);
END
$function$
