-- A supplier's responsiveness: of the conversations buyers opened with it in the last 30 days,
-- the share it answered within 24 hours and the median time to its first answer; null below
-- `at_least` conversations. Other domains ask this, not the table.
CREATE OR REPLACE FUNCTION response_rate(supplier text, at_least integer)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (
    SELECT CASE WHEN count(*) >= at_least THEN json_build_object(
             'conversations', count(*),
             'answeredWithinDay', round(count(*) FILTER (
               WHERE opened.first_reply_at <= opened.created_at + interval '24 hours')::numeric / count(*), 2),
             'medianMinutes', round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (
               ORDER BY opened.first_reply_at - opened.created_at)) / 60))
           END
    FROM conversations opened
    WHERE opened.vendor_id = supplier AND opened.created_at > now() - interval '30 days');
END
$function$
