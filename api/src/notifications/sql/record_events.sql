-- Records many events of one type at once (a bank statement's payments, say), in the order given,
-- with a job that dispatches each hundred of them once the transaction commits. A query can
-- pass what it just wrote without it going through the application.
CREATE OR REPLACE FUNCTION record_events(event_type text, event_datas jsonb)
RETURNS void LANGUAGE sql AS $$
  WITH recorded AS (
    INSERT INTO events (type, data)
    SELECT event_type, entry.value
    FROM jsonb_array_elements(coalesce(event_datas, '[]')) WITH ORDINALITY AS entry (value, position)
    ORDER BY entry.position
    RETURNING id),
  numbered AS (SELECT id, (row_number() OVER (ORDER BY id) - 1) / 100 AS batch FROM recorded)
  SELECT enqueue_job('events.dispatch', jsonb_build_object('eventIds', jsonb_agg(id ORDER BY id)))
  FROM numbered GROUP BY batch;
$$;
