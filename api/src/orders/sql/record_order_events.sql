-- Orders placed or moved: their events are recorded (webhooks, notifications, emails follow from them).
CREATE OR REPLACE FUNCTION record_order_events()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
   DECLARE
     recorded uuid[];
   BEGIN
     WITH inserted AS (
       INSERT INTO events (type, data)
       SELECT CASE WHEN change.from_status IS NULL THEN 'order.created' ELSE 'order.status_changed' END,
              jsonb_build_object('orderId', change.order_id, 'from', change.from_status,
                                 'to', change.to_status, 'changedBy', change.changed_by)
       FROM changed change ORDER BY change.id
       RETURNING id)
     SELECT array_agg(id) INTO recorded FROM inserted;
     IF recorded IS NOT NULL THEN
       PERFORM enqueue_job('events.dispatch', jsonb_build_object('eventIds', to_jsonb(recorded)));
     END IF;
     RETURN NULL;
   END $function$
