-- An amount in `currency` in the catalogue's reference currency, at the rate the catalogue keeps
-- for it (`catalogue_reference_rates`): what a product's price is compared and sorted by, and what
-- a price filter's bound is compared with. None when no rate is kept for the currency.
CREATE OR REPLACE FUNCTION to_reference_price(amount numeric, currency char(3))
 RETURNS numeric
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT round(amount * kept.rate, 6) FROM catalogue_reference_rates kept WHERE kept.currency = to_reference_price.currency
$function$
