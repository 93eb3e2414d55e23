import type { Knex } from 'knex';

/**
 * The whole checkout as one function, called as a single autocommit statement: a hot product's
 * row is then locked from its stock update to the commit inside PostgreSQL, never across a round
 * trip to the API. A refusal raises `checkout_refused` with a JSON detail the API turns into a
 * problem answer. An Idempotency-Key now remembers the orders it placed, not a copy of the answer.
 */
export const placeCheckout = `
CREATE FUNCTION place_checkout(
  buyer text, address text, order_notes text, idempotency_key text, hash_of_request text, keep_hours integer)
RETURNS TABLE (order_id integer, replayed boolean)
LANGUAGE plpgsql AS $$
DECLARE
  earlier record;
  line record;
  placed integer[];
BEGIN
  IF idempotency_key IS NOT NULL THEN
    DELETE FROM idempotency_keys stale
    WHERE stale.user_id = buyer AND stale.created_at < now() - make_interval(hours => keep_hours);
    INSERT INTO idempotency_keys (user_id, key, request_hash)
    VALUES (buyer, idempotency_key, hash_of_request)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT claimed.request_hash, claimed.order_ids INTO earlier
      FROM idempotency_keys claimed WHERE claimed.user_id = buyer AND claimed.key = idempotency_key;
      IF earlier.request_hash <> hash_of_request THEN
        RAISE EXCEPTION 'checkout_refused' USING DETAIL = '{"code": "idempotency_key_reused"}';
      END IF;
      RETURN QUERY SELECT unnest(earlier.order_ids), true;
      RETURN;
    END IF;
  END IF;

  FOR line IN
    SELECT product.id AS product_id, product.name, cart.quantity, product.minimum_order,
           product.available_quantity, product.is_active
    FROM cart_items cart JOIN products product ON product.id = cart.product_id
    WHERE cart.user_id = buyer ORDER BY product.id
  LOOP
    IF NOT line.is_active OR line.quantity < line.minimum_order OR line.quantity > line.available_quantity THEN
      RAISE EXCEPTION 'checkout_refused' USING DETAIL = json_build_object('code', 'unorderable', 'line', to_json(line))::text;
    END IF;
  END LOOP;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'checkout_refused' USING DETAIL = '{"code": "cart_empty"}';
  END IF;

  WITH cart_line AS (
    SELECT product.id AS product_id, product.vendor_id, product.price, cart.quantity
    FROM cart_items cart JOIN products product ON product.id = cart.product_id
    WHERE cart.user_id = buyer),
  placed_orders AS (
    INSERT INTO orders (buyer_id, vendor_id, shipping_address, notes, total_amount)
    SELECT buyer, cart_line.vendor_id, address, order_notes, sum(cart_line.price * cart_line.quantity)
    FROM cart_line GROUP BY cart_line.vendor_id ORDER BY min(cart_line.product_id)
    RETURNING id, vendor_id),
  items AS (
    INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price)
    SELECT placed_orders.id, cart_line.product_id, cart_line.quantity, cart_line.price,
           cart_line.price * cart_line.quantity
    FROM cart_line JOIN placed_orders ON placed_orders.vendor_id = cart_line.vendor_id
    ORDER BY placed_orders.id, cart_line.product_id),
  history AS (
    INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by)
    SELECT id, NULL, 'pending', buyer FROM placed_orders),
  emptied AS (DELETE FROM cart_items WHERE user_id = buyer)
  SELECT array_agg(id ORDER BY id) INTO placed FROM placed_orders;

  -- Stock is taken last and in product-id order, so two carts never deadlock.
  FOR line IN
    SELECT item.product_id, item.quantity FROM order_items item
    WHERE item.order_id = ANY (placed) ORDER BY item.product_id
  LOOP
    UPDATE products SET available_quantity = available_quantity - line.quantity
    WHERE id = line.product_id AND is_active AND available_quantity >= line.quantity;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'checkout_refused' USING DETAIL = (
        SELECT json_build_object('code', 'sold_out', 'line', json_build_object(
          'product_id', product.id, 'name', product.name, 'quantity', line.quantity,
          'minimum_order', product.minimum_order, 'available_quantity', product.available_quantity,
          'is_active', product.is_active))
        FROM products product WHERE product.id = line.product_id)::text;
    END IF;
  END LOOP;

  IF idempotency_key IS NOT NULL THEN
    UPDATE idempotency_keys claimed SET order_ids = placed
    WHERE claimed.user_id = buyer AND claimed.key = idempotency_key;
  END IF;
  RETURN QUERY SELECT unnest(placed), false;
END
$$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE idempotency_keys DROP COLUMN response, ADD COLUMN order_ids integer[]');
  await knex.raw(placeCheckout);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION place_checkout');
  await knex.raw('ALTER TABLE idempotency_keys DROP COLUMN order_ids, ADD COLUMN response jsonb');
}
