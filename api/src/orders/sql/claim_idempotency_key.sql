-- Claims a buyer's Idempotency-Key inside the caller's transaction: NULL when this request claims
-- it, the orders it placed when it is a retry. The same key for another request is refused. Keys
-- older than keep_hours are forgotten first.
CREATE OR REPLACE FUNCTION claim_idempotency_key(
  buyer text, idempotency_key text, hash_of_request text, keep_hours integer)
RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
BEGIN
  DELETE FROM idempotency_keys stale
  WHERE stale.user_id = buyer AND stale.created_at < now() - make_interval(hours => keep_hours);
  INSERT INTO idempotency_keys (user_id, key, request_hash)
  VALUES (buyer, idempotency_key, hash_of_request)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT claimed.request_hash, claimed.order_ids INTO earlier
  FROM idempotency_keys claimed WHERE claimed.user_id = buyer AND claimed.key = idempotency_key;
  IF earlier.request_hash <> hash_of_request OR earlier.order_ids IS NULL THEN
    RAISE EXCEPTION 'order_refused' USING DETAIL = '{"code": "idempotency_key_reused"}';
  END IF;
  RETURN earlier.order_ids;
END $$
