-- Checkout in one query (the placer's cart, for the buying firm, under its PO number), so the hot product's row lock is released inside PostgreSQL without
-- waiting for the client (`npm run bench orders`): the Idempotency-Key claimed (a retry answers
-- the orders the first checkout placed), the cart taken and emptied in one read, every line of it
-- checked (on sale, minimum order, multiple, stock), and one order per supplier and currency placed with place_orders (which
-- holds it to the firm's rules), under trade protection when `protect` says so.
CREATE OR REPLACE FUNCTION place_checkout(
  buyer text, placer text, address text, order_notes text, purchase_order text,
  idempotency_key text, hash_of_request text, keep_hours integer, protect boolean)
RETURNS TABLE (order_id integer, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  earlier integer[];
  cart jsonb;
  line record;
  wanted jsonb;
  placed integer[];
BEGIN
  IF idempotency_key IS NOT NULL THEN
    earlier := claim_idempotency_key(placer, idempotency_key, hash_of_request, keep_hours);
    IF earlier IS NOT NULL THEN
      RETURN QUERY SELECT unnest(earlier), true;
      RETURN;
    END IF;
  END IF;

  -- The cart is taken in one read, and emptied by it: a line added meanwhile stays for the next
  -- checkout, and what is checked below is exactly what is ordered.
  WITH taken AS (DELETE FROM cart_items WHERE user_id = placer RETURNING product_id, quantity)
  SELECT jsonb_agg(jsonb_build_object('product_id', product_id, 'quantity', quantity)) INTO cart FROM taken;
  IF cart IS NULL THEN
    RAISE EXCEPTION 'order_refused' USING DETAIL = '{"code": "cart_empty"}';
  END IF;

  FOR line IN
    SELECT product.id AS product_id, product.name, taken.quantity, product.minimum_order,
           product.order_multiple, product.available_quantity, product.is_active
    FROM jsonb_to_recordset(cart) AS taken (product_id integer, quantity integer)
    JOIN product_facts() product ON product.id = taken.product_id ORDER BY product.id
  LOOP
    IF NOT line.is_active OR line.quantity < line.minimum_order OR line.quantity % line.order_multiple <> 0
       OR line.quantity > line.available_quantity THEN
      RAISE EXCEPTION 'order_refused' USING DETAIL = json_build_object('code', 'unorderable', 'line', to_json(line))::text;
    END IF;
  END LOOP;

  -- One order per supplier and currency, each line at the rung of the product's price ladder its
  -- quantity reaches, in the product's currency: nothing is converted.
  SELECT jsonb_agg(jsonb_build_object('vendor_id', supplier.vendor_id, 'currency', supplier.currency,
                                      'lines', supplier.lines,
                                      'terms', jsonb_build_object('po_number', purchase_order, 'protected', protect))
                   ORDER BY supplier.first_product) INTO wanted
  FROM (
    SELECT product.vendor_id, product.currency, min(product.id) AS first_product,
           jsonb_agg(jsonb_build_object(
             'product_id', product.id, 'quantity', taken.quantity,
             'unit_price', rawex_unit_price(product.price, product.price_tiers, taken.quantity))) AS lines
    FROM jsonb_to_recordset(cart) AS taken (product_id integer, quantity integer)
    JOIN product_facts() product ON product.id = taken.product_id
    GROUP BY product.vendor_id, product.currency) supplier;
  placed := place_orders(buyer, placer, address, order_notes, wanted);

  IF idempotency_key IS NOT NULL THEN
    UPDATE idempotency_keys claimed SET order_ids = placed
    WHERE claimed.user_id = placer AND claimed.key = idempotency_key;
  END IF;
  RETURN QUERY SELECT unnest(placed), false;
END $$
