-- Records one event in the transaction of the change it tells of, with a job that dispatches it
-- (its emails, notifications and webhooks) once that transaction commits; answers the event's id.
-- A query that changes something can record its event in the same round trip.
CREATE OR REPLACE FUNCTION record_event(event_type text, event_data jsonb)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  recorded uuid;
BEGIN
  INSERT INTO events (type, data) VALUES (event_type, event_data) RETURNING id INTO recorded;
  PERFORM enqueue_job('events.dispatch', jsonb_build_object('eventIds', jsonb_build_array(recorded)));
  RETURN recorded;
END $$;
