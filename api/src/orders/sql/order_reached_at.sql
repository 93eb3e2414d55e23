-- When an order first reached a status, from its history (null until it has): its receipt is when it
-- reached 'delivered', and nothing leaves delivered. Other domains ask this, not the history itself.
CREATE OR REPLACE FUNCTION order_reached_at(order_id integer, status text)
 RETURNS timestamptz
 LANGUAGE sql
 STABLE PARALLEL SAFE
AS $function$
  SELECT min(change.changed_at) FROM order_status_changes change
  WHERE change.order_id = $1 AND change.to_status = $2
$function$
