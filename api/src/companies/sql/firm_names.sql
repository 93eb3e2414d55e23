-- The names a firm goes by, as a payer's name on a bank statement may write them: its legal name
-- and its trading name (the name its founder gave it). Payments match credits by them; they select
-- from this (`JOIN firm_names() AS buyer ON buyer.id = …`), which the planner inlines.
CREATE OR REPLACE FUNCTION firm_names()
RETURNS TABLE (id text, legal_name text, trading_name text) LANGUAGE sql STABLE AS $$
  SELECT companies.id, companies.legal_name, founder.company_name
  FROM companies JOIN firm_profiles AS founder ON founder.id = companies.id
$$
