import type { Knex } from 'knex';
import { placeCheckout as previousCheckout } from './20261121050000_checkout_function.ts';

/**
 * Commercial terms on the product row itself, so a quantity's price is read with the product and
 * needs no other lookup: `order_multiple`, `price_tiers` (a JSON array of up to five
 * {minQuantity, price} rungs, cheaper as they climb) and an optional sample below the minimum
 * order. Constraints hold the rules of `price-ladder.contract.ts`; checkout prices each line at
 * its rung with `rawex_unit_price`. Orders gain `sample_of`: a sample, once per buyer and product.
 * The Idempotency-Key's claim becomes one function that checkout and a quote's accept share.
 */
const statements = [
  `CREATE FUNCTION rawex_price_ladder_valid(base numeric, minimum integer, multiple integer, tiers jsonb)
   RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
   DECLARE
     tier jsonb;
     floor_quantity bigint := minimum;
     ceiling_price numeric := base;
     quantity bigint;
     price numeric;
   BEGIN
     IF jsonb_typeof(tiers) <> 'array' OR jsonb_array_length(tiers) > 5 THEN
       RETURN false;
     END IF;
     FOR tier IN SELECT value FROM jsonb_array_elements(tiers) LOOP
       IF jsonb_typeof(tier) <> 'object'
          OR (SELECT count(*) FROM jsonb_object_keys(tier)) <> 2
          OR coalesce(tier->>'minQuantity', '') !~ '^[0-9]{1,10}$'
          OR coalesce(tier->>'price', '') !~ '^[0-9]{1,8}\\.[0-9]{2}$' THEN
         RETURN false;
       END IF;
       quantity := (tier->>'minQuantity')::bigint;
       price := (tier->>'price')::numeric;
       IF quantity <= floor_quantity OR quantity > 2147483647 OR quantity % multiple <> 0
          OR price <= 0 OR price >= ceiling_price THEN
         RETURN false;
       END IF;
       floor_quantity := quantity;
       ceiling_price := price;
     END LOOP;
     RETURN true;
   END $$`,
  `CREATE FUNCTION rawex_unit_price(base numeric, tiers jsonb, quantity integer)
   RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
     SELECT coalesce(
       (SELECT (tier->>'price')::numeric FROM jsonb_array_elements(tiers) AS tier
        WHERE (tier->>'minQuantity')::integer <= quantity
        ORDER BY (tier->>'minQuantity')::integer DESC LIMIT 1),
       base)
   $$`,
  `ALTER TABLE products
     ADD COLUMN order_multiple integer NOT NULL DEFAULT 1,
     ADD COLUMN price_tiers jsonb NOT NULL DEFAULT '[]',
     ADD COLUMN sample_quantity integer,
     ADD COLUMN sample_price numeric(10, 2),
     ADD CONSTRAINT products_order_multiple_positive CHECK (order_multiple BETWEEN 1 AND 1000000000),
     ADD CONSTRAINT products_minimum_order_multiple CHECK (minimum_order % order_multiple = 0),
     ADD CONSTRAINT products_price_tiers_valid
       CHECK (rawex_price_ladder_valid(price, minimum_order, order_multiple, price_tiers)),
     ADD CONSTRAINT products_sample_valid CHECK (
       (sample_quantity IS NULL) = (sample_price IS NULL)
       AND (sample_quantity IS NULL OR (sample_quantity >= 1 AND sample_quantity < minimum_order AND sample_price > 0)))`,

  `ALTER TABLE orders ADD COLUMN sample_of integer REFERENCES products (id)`,
  `CREATE UNIQUE INDEX orders_one_sample_index ON orders (buyer_id, sample_of) WHERE sample_of IS NOT NULL`,

  // The key's claim: NULL when this request claims it, the orders it placed when it is a retry.
  `CREATE FUNCTION claim_idempotency_key(
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
       RAISE EXCEPTION 'checkout_refused' USING DETAIL = '{"code": "idempotency_key_reused"}';
     END IF;
     RETURN earlier.order_ids;
   END $$`,

  `CREATE OR REPLACE FUNCTION place_checkout(
     buyer text, address text, order_notes text, idempotency_key text, hash_of_request text, keep_hours integer)
   RETURNS TABLE (order_id integer, replayed boolean)
   LANGUAGE plpgsql AS $$
   DECLARE
     earlier integer[];
     line record;
     placed integer[];
   BEGIN
     IF idempotency_key IS NOT NULL THEN
       earlier := claim_idempotency_key(buyer, idempotency_key, hash_of_request, keep_hours);
       IF earlier IS NOT NULL THEN
         RETURN QUERY SELECT unnest(earlier), true;
         RETURN;
       END IF;
     END IF;

     FOR line IN
       SELECT product.id AS product_id, product.name, cart.quantity, product.minimum_order,
              product.order_multiple, product.available_quantity, product.is_active
       FROM cart_items cart JOIN products product ON product.id = cart.product_id
       WHERE cart.user_id = buyer ORDER BY product.id
     LOOP
       IF NOT line.is_active OR line.quantity < line.minimum_order OR line.quantity % line.order_multiple <> 0
          OR line.quantity > line.available_quantity THEN
         RAISE EXCEPTION 'checkout_refused' USING DETAIL = json_build_object('code', 'unorderable', 'line', to_json(line))::text;
       END IF;
     END LOOP;
     IF NOT FOUND THEN
       RAISE EXCEPTION 'checkout_refused' USING DETAIL = '{"code": "cart_empty"}';
     END IF;

     WITH cart_line AS (
       SELECT product.id AS product_id, product.vendor_id, cart.quantity,
              rawex_unit_price(product.price, product.price_tiers, cart.quantity) AS price
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
             'minimum_order', product.minimum_order, 'order_multiple', product.order_multiple,
             'available_quantity', product.available_quantity, 'is_active', product.is_active))
           FROM products product WHERE product.id = line.product_id)::text;
       END IF;
     END LOOP;

     IF idempotency_key IS NOT NULL THEN
       UPDATE idempotency_keys claimed SET order_ids = placed
       WHERE claimed.user_id = buyer AND claimed.key = idempotency_key;
     END IF;
     RETURN QUERY SELECT unnest(placed), false;
   END
   $$`,
];

export async function up(knex: Knex): Promise<void> {
  for (const statement of statements) await knex.raw(statement);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(previousCheckout.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  await knex.raw('DROP FUNCTION claim_idempotency_key');
  await knex.raw('DROP INDEX orders_one_sample_index');
  await knex.raw('ALTER TABLE orders DROP COLUMN sample_of');
  await knex.raw(
    `ALTER TABLE products DROP COLUMN order_multiple, DROP COLUMN price_tiers,
       DROP COLUMN sample_quantity, DROP COLUMN sample_price`,
  );
  await knex.raw('DROP FUNCTION rawex_unit_price');
  await knex.raw('DROP FUNCTION rawex_price_ladder_valid');
}
