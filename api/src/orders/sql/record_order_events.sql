-- Orders placed or moved: their events are recorded (webhooks, notifications, emails follow from
-- them) through notifications' `record_events`, one call a kind, in the order of the changes.
CREATE OR REPLACE FUNCTION record_order_events()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
  BEGIN
    PERFORM record_events(kind, events)
    FROM (SELECT CASE WHEN change.from_status IS NULL THEN 'order.created' ELSE 'order.status_changed' END AS kind,
                 jsonb_agg(jsonb_build_object('orderId', change.order_id, 'from', change.from_status,
                                              'to', change.to_status, 'changedBy', change.changed_by,
                                              'via', change.via)
                           ORDER BY change.id) AS events,
                 min(change.id) AS first
          FROM changed change GROUP BY 1) by_kind
    ORDER BY first;
    RETURN NULL;
  END $function$
