-- The trigger on orders that refuses a buyer more pending orders than the marketplace allows
-- (the setting max_pending_orders, 20 unless set), however the orders were placed.
CREATE OR REPLACE FUNCTION limit_pending_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  buyer text;
  most integer := COALESCE(
    (marketplace_setting('max_pending_orders') #>> '{}')::integer, 20);
  pending integer;
BEGIN
  FOR buyer IN SELECT DISTINCT placed.buyer_id FROM placed ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(hashtext('pending orders of ' || buyer));
    SELECT count(*) INTO pending FROM orders WHERE buyer_id = buyer AND status = 'pending';
    IF pending > most THEN
      RAISE EXCEPTION 'order_refused'
        USING DETAIL = json_build_object('code', 'too_many_pending_orders', 'limit', most)::text;
    END IF;
  END LOOP;
  RETURN NULL;
END $$
