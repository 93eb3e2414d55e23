-- The rate to `quote` of every currency with one on `day` (`fx_rate`: the latest kept on or
-- before it, as recorded, inverted or crossed), `quote` itself included at 1.
CREATE OR REPLACE FUNCTION rates_to(quote char(3), day date)
 RETURNS TABLE(currency char(3), rate numeric, rate_date date, source text)
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT c.code, r.rate, r.rate_date, r.source
    FROM currencies c CROSS JOIN LATERAL fx_rate(c.code, rates_to.quote, day) r
$function$
