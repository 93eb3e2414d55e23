-- The one place orders are written, whatever placed them (a checkout, a sample, an accepted
-- quote), in a few set-wide statements: the orders, their lines, their first status (whose
-- trigger records the orders' events, all of one placement together), then their stock.
--
-- `buyer` is the buying firm, `placer` the member who placed the orders (or whose request an
-- approver approved). `orders` is a JSON array with one entry per supplier and currency:
-- {vendor_id, currency, lines, terms}, every amount of it in that currency. Each line is
-- {product_id, quantity, unit_price, total_price}, priced by the caller by one of the two: its
-- total is its unit price times its quantity, or its unit price is its total divided by its
-- quantity, to the cent (a sample's price). Each line's commission is frozen on it as it is placed.
-- `terms` may carry quote_id, sample_of, incoterm (with incoterm_place and incoterm_place_code),
-- lead_time_days, payment_plan (else the supplier's own), po_number, approved and protected
-- (trade protection chosen as it is bought: the order is protected from the moment it exists, so
-- no document of it can ever ask for the money anywhere but the operator's collection account).
--
-- Every placement obeys the buying firm's rules here, whatever placed it: its purchase-order number
-- when the firm requires one (po_number_required), and, unless `terms.approved` says an approver
-- approved it, the placer's monthly limit and the firm's per-order threshold
-- (`purchase_approval_reasons`, weighed under the placer's spending lock: approval_required): the
-- limits are kept in the firm's currency and weigh the orders in it; an order in another currency
-- is never converted to be weighed, it waits for an approver (other_currency).
--
-- Stock is taken last, by conditional updates that never let it go below zero (nothing is
-- oversold), product by product in id order (two buyers wait for each other instead of
-- deadlocking). A short product refuses the whole placement as sold_out with its figures; so
-- does a second sample of a product for the same buyer, as sample_already_ordered.
CREATE OR REPLACE FUNCTION place_orders(buyer text, placer text, address text, order_notes text, orders jsonb)
RETURNS integer[] LANGUAGE plpgsql AS $$
DECLARE
  placed integer[];
  taking record;
  reasons text[];
BEGIN
  IF jsonb_array_length(orders) = 0
     OR EXISTS (SELECT FROM jsonb_array_elements(orders) AS entry (wanted)
                WHERE jsonb_array_length(wanted->'lines') = 0) THEN
    RAISE EXCEPTION 'order_refused' USING DETAIL = '{"code": "cart_empty"}';
  END IF;
  IF (SELECT count(DISTINCT (wanted->>'vendor_id', wanted->>'currency'))
      FROM jsonb_array_elements(orders) AS entry (wanted)) < jsonb_array_length(orders) THEN
    RAISE EXCEPTION 'place_orders takes one order per supplier and currency';
  END IF;
  IF (SELECT po_number_required FROM firm_terms(buyer))
     AND EXISTS (SELECT FROM jsonb_array_elements(orders) AS entry (wanted)
                 WHERE nullif(btrim(wanted->'terms'->>'po_number'), '') IS NULL) THEN
    RAISE EXCEPTION 'order_refused' USING DETAIL = '{"code": "po_number_required"}';
  END IF;
  IF NOT EXISTS (SELECT FROM jsonb_array_elements(orders) AS entry (wanted)
                 WHERE coalesce((wanted->'terms'->>'approved')::boolean, false)) THEN
    -- The member's purchases wait for each other: what one places is counted before the next is weighed.
    PERFORM pg_advisory_xact_lock(hashtextextended('spending ' || buyer || ' ' || placer, 0));
    SELECT purchase_approval_reasons(buyer, placer, jsonb_agg(jsonb_build_object('currency', currency, 'worth', worth)))
    INTO reasons
    FROM (SELECT wanted->>'currency' AS currency,
                 (SELECT sum(coalesce(line.total_price, line.unit_price * line.quantity))
                  FROM jsonb_to_recordset(wanted->'lines') AS line (quantity integer, unit_price numeric, total_price numeric)) AS worth
          FROM jsonb_array_elements(orders) AS entry (wanted)) per_order;
    IF cardinality(reasons) > 0 THEN
      RAISE EXCEPTION 'order_refused' USING DETAIL = json_build_object('code', 'approval_required', 'reasons', reasons)::text;
    END IF;
  END IF;

  WITH wanted AS (
    SELECT wanted->>'vendor_id' AS vendor_id, wanted->>'currency' AS currency, wanted->'lines' AS lines,
           wanted->'terms' AS terms, position
    FROM jsonb_array_elements(orders) WITH ORDINALITY AS entry (wanted, position)),
  inserted AS (
    -- A second sample of the same product for the same buyer meets the unique index and is left out.
    INSERT INTO orders (buyer_id, placed_by, vendor_id, currency, shipping_address, notes, total_amount,
                        quote_id, sample_of, incoterm, incoterm_place, incoterm_place_code,
                        lead_time_days, po_number,
                        payment_plan, protected)
    SELECT buyer, placer, wanted.vendor_id, wanted.currency, address, order_notes,
           (SELECT sum(coalesce(line.total_price, line.unit_price * line.quantity))
            FROM jsonb_to_recordset(wanted.lines)
              AS line (quantity integer, unit_price numeric, total_price numeric)),
           (wanted.terms->>'quote_id')::integer, (wanted.terms->>'sample_of')::integer,
           wanted.terms->>'incoterm', wanted.terms->>'incoterm_place', wanted.terms->>'incoterm_place_code',
           (wanted.terms->>'lead_time_days')::integer,
           wanted.terms->>'po_number',
           coalesce(nullif(wanted.terms->'payment_plan', 'null'),
                    (SELECT payment_plan FROM firm_terms(wanted.vendor_id))),
           coalesce((wanted.terms->>'protected')::boolean, false)
    FROM wanted ORDER BY wanted.position
    ON CONFLICT (buyer_id, sample_of) WHERE sample_of IS NOT NULL DO NOTHING
    RETURNING id, vendor_id, currency),
  items AS (
    -- Each line's commission is frozen here, from the rules in effect today (\`line_commission\`).
    INSERT INTO order_items (order_id, product_id, quantity, unit_price, total_price, commission,
                             commission_rule_id)
    SELECT inserted.id, line.product_id, line.quantity,
           coalesce(line.unit_price, round(line.total_price / line.quantity, 2)),
           priced.total, coalesce(fee.commission, 0), fee.rule_id
    FROM inserted JOIN wanted ON wanted.vendor_id = inserted.vendor_id AND wanted.currency = inserted.currency,
         jsonb_to_recordset(wanted.lines)
           AS line (product_id integer, quantity integer, unit_price numeric, total_price numeric)
         CROSS JOIN LATERAL (SELECT round(coalesce(line.total_price, line.unit_price * line.quantity), 2) AS total) priced
         LEFT JOIN LATERAL line_commission(inserted.vendor_id, line.product_id, priced.total, inserted.currency) fee ON true
    ORDER BY inserted.id, line.product_id),
  history AS (
    INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by)
    SELECT inserted.id, NULL, 'pending', placer FROM inserted ORDER BY inserted.id)
  SELECT array_agg(inserted.id ORDER BY inserted.id) INTO placed FROM inserted;
  IF coalesce(array_length(placed, 1), 0) < jsonb_array_length(orders) THEN
    RAISE EXCEPTION 'order_refused' USING DETAIL = '{"code": "sample_already_ordered"}';
  END IF;

  FOR taking IN
    SELECT (item->>'product_id')::integer AS product_id, sum((item->>'quantity')::integer)::integer AS quantity
    FROM jsonb_array_elements(orders) AS entry (wanted), jsonb_array_elements(wanted->'lines') AS part (item)
    GROUP BY 1 ORDER BY 1
  LOOP
    IF NOT take_stock(taking.product_id, taking.quantity) THEN
      RAISE EXCEPTION 'order_refused' USING DETAIL = (
        SELECT json_build_object('code', 'sold_out', 'line', json_build_object(
          'product_id', product.id, 'name', product.name, 'quantity', taking.quantity,
          'minimum_order', product.minimum_order, 'order_multiple', product.order_multiple,
          'available_quantity', product.available_quantity, 'is_active', product.is_active))
        FROM product_facts() product WHERE product.id = taking.product_id)::text;
    END IF;
  END LOOP;
  RETURN placed;
END $$
