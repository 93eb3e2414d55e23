-- The rate from `base` to `quote` in effect on `day`: the latest kept on or before it, as recorded
-- (EUR→USD), inverted (USD→EUR) or crossed through a currency both are quoted against on the same
-- day by the same source (USD→GBP through EUR, as the ECB's reference rates give them); the most
-- recent of these, a recorded or inverted one before a crossed one of the same day. No row: no
-- rate on or before `day`. One currency to itself is 1, dated `day`, of no source.
CREATE OR REPLACE FUNCTION fx_rate(base char(3), quote char(3), day date)
 RETURNS TABLE(rate numeric, rate_date date, source text)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT found.rate, found.rate_date, found.source
    FROM (
      SELECT 1::numeric AS rate, day AS rate_date, NULL::text AS source, 0 AS preference
       WHERE base = quote
      UNION ALL
      (SELECT r.rate, r.rate_date, r.source, 1
         FROM fx_rates r
        WHERE r.base = fx_rate.base AND r.quote = fx_rate.quote AND r.rate_date <= day
        ORDER BY r.rate_date DESC, r.source
        LIMIT 1)
      UNION ALL
      (SELECT round(1 / r.rate, 10), r.rate_date, r.source, 2
         FROM fx_rates r
        WHERE r.base = fx_rate.quote AND r.quote = fx_rate.base AND r.rate_date <= day
        ORDER BY r.rate_date DESC, r.source
        LIMIT 1)
      UNION ALL
      (SELECT round(to_quote.rate / to_base.rate, 10), to_base.rate_date, to_base.source, 3
         FROM fx_rates to_base
         JOIN fx_rates to_quote
           ON to_quote.base = to_base.base AND to_quote.quote = fx_rate.quote
          AND to_quote.rate_date = to_base.rate_date AND to_quote.source = to_base.source
        WHERE to_base.quote = fx_rate.base AND to_base.rate_date <= day
        ORDER BY to_base.rate_date DESC, to_base.source
        LIMIT 1)
    ) found
   ORDER BY found.rate_date DESC, found.preference
   LIMIT 1
$function$
