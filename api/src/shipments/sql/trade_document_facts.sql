-- What an order's trade documents checklist is drawn from besides its Incoterm (the rule itself is
-- `requiredDocuments` in TypeScript): how its booked lots travel, its goods' categories, what its
-- buyer asked for, and the status of each document's latest version. Shipments build the
-- checklist from it, and payments say on their documents and reminders what is still awaited.
CREATE OR REPLACE FUNCTION trade_document_facts(order_id integer)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'modes', ARRAY(SELECT mode FROM shipments WHERE shipments.order_id = $1
                    GROUP BY mode ORDER BY min(shipments.id)),
    'categorySlugs', category_slugs_of_products(ARRAY(SELECT line.product_id FROM order_lines() AS line
                                                      WHERE line.order_id = $1)),
    'requested', coalesce((SELECT jsonb_agg(jsonb_build_object('type', request.type, 'inspector', request.inspector)
                                            ORDER BY request.requested_at)
                             FROM trade_document_requests request WHERE request.order_id = $1), '[]'),
    'latest', coalesce((SELECT jsonb_object_agg(latest.type, latest.status)
                          FROM (SELECT DISTINCT ON (type) type, status FROM trade_documents
                                 WHERE trade_documents.order_id = $1 ORDER BY type, version DESC) latest), '{}'))
$$
