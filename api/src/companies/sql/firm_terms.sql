-- What a firm asks of every order it takes part in, for the query that places orders: whether
-- it requires a purchase-order number on its purchases, the payment plan its sales are paid
-- on unless their quote says otherwise, and its currency (what it sells in unless a product says
-- otherwise; what its limits are kept in). Orders and the catalogue ask this, not the table.
CREATE OR REPLACE FUNCTION firm_terms(company_id text)
RETURNS TABLE (po_number_required boolean, payment_plan jsonb, currency char(3)) LANGUAGE sql STABLE AS $$
  SELECT companies.po_number_required, companies.payment_plan, companies.currency
  FROM companies WHERE companies.id = $1
$$
