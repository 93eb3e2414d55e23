-- Where each firm is paid in each currency, as settlement's payout batches read it: the account's
-- holder, IBAN and BIC, and until when payouts wait after the account changed. Selected from as
-- from a table (`LEFT JOIN payout_accounts() AS bank`), which the planner inlines.
CREATE OR REPLACE FUNCTION payout_accounts()
RETURNS TABLE (company_id text, currency char(3), account_holder text, iban text, bic text, payouts_held_until timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT account.company_id, account.currency, account.account_holder, account.iban, account.bic,
         account.payouts_held_until
  FROM company_bank_accounts account
$$
