-- Sets the payment plan a firm's sales are paid on unless their quote says otherwise, for payments,
-- which words and enforces plans; orders placed from then on take it (`firm_terms`).
CREATE OR REPLACE FUNCTION set_firm_payment_plan(company_id text, plan jsonb)
RETURNS void LANGUAGE sql AS $$
  UPDATE companies SET payment_plan = plan WHERE companies.id = company_id
$$
