-- When an order's trade documents were first all presented (each line of its checklist uploaded) and
-- first all accepted by its buyer; nulls until then. Payments date a balance due against documents
-- from these, and settlement holds such an order's protected money until they are accepted.
CREATE OR REPLACE FUNCTION trade_document_progress(order_id integer)
RETURNS TABLE (presented_at timestamptz, accepted_at timestamptz) LANGUAGE sql STABLE AS $$
  SELECT checklist.presented_at, checklist.accepted_at
    FROM (SELECT 1) one
    LEFT JOIN trade_document_checklists checklist ON checklist.order_id = $1
$$
