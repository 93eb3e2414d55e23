-- What an order's payments come to against its terms and what it is owed (its total less the credit
-- notes its supplier issued after shipment): paid, outstanding, overpaid, a deposit plan's
-- deposit, what its plan asks to have arrived before it ships (the whole total under prepayment or a
-- balance due before shipment, the deposit when the balance falls due later, nothing under net
-- terms) and whether it has, and its state — paid once the total has arrived; overdue while an
-- invoice is past its due date; deposit_paid once a deposit plan's deposit has arrived;
-- partially_paid with anything less; else unpaid. Where to pay (the bank account the latest
-- pro-forma or invoice names) and when (that invoice's due date; a balance due against documents
-- the day the buyer accepted them all, or the plan's days of silence after they were presented). Computed, never stored, so it
-- cannot drift. In PL/pgSQL, whose plans a connection keeps: as SQL, the statement was planned
-- again at every call, which cost issuing a document a third of its throughput.
CREATE OR REPLACE FUNCTION order_payment(order_id integer, total numeric, plan jsonb)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (WITH paid AS (
    SELECT coalesce(sum(payments.amount), 0) AS amount FROM payments WHERE payments.order_id = $1),
  owed AS (
    SELECT $2 - coalesce(sum(credit.total), 0) AS amount FROM order_documents credit
    WHERE credit.order_id = $1 AND credit.kind = 'credit_note' AND credit.reduces_amount_due),
  deposit AS (
    SELECT CASE WHEN plan->>'kind' = 'deposit'
                THEN round(total * (plan->>'depositPercent')::numeric / 100, 2) END AS amount),
  before_shipment AS (
    SELECT CASE WHEN plan->>'kind' = 'prepayment' THEN total
                WHEN plan->>'kind' = 'deposit' AND plan->>'balanceDue' = 'before_shipment' THEN total
                ELSE coalesce(deposit.amount, 0) END AS amount
    FROM deposit),
  against_documents AS (
    SELECT CASE WHEN plan->>'balanceDue' = 'against_documents'
                THEN coalesce(progress.accepted_at::date,
                              progress.presented_at::date + (plan->>'documentsSilenceDays')::integer) END AS due_date
    FROM trade_document_progress($1) progress),
  late AS (
    SELECT EXISTS (SELECT FROM order_documents invoice
                   WHERE invoice.order_id = $1 AND invoice.kind = 'invoice'
                     AND invoice.due_date < current_date)
           OR against_documents.due_date < current_date IS TRUE AS overdue
    FROM against_documents),
  latest AS (
    SELECT (SELECT document.content->'bankAccount' FROM order_documents document
            WHERE document.order_id = $1 AND document.kind IN ('proforma', 'invoice')
            ORDER BY document.issued_at DESC, document.id DESC LIMIT 1) AS pay_to,
           (SELECT max(invoice.due_date) FROM order_documents invoice
            WHERE invoice.order_id = $1 AND invoice.kind = 'invoice') AS due_date)
  SELECT jsonb_build_object(
    'state', CASE WHEN paid.amount >= owed.amount THEN 'paid'
                  WHEN late.overdue THEN 'overdue'
                  WHEN deposit.amount IS NOT NULL AND paid.amount >= deposit.amount THEN 'deposit_paid'
                  WHEN paid.amount > 0 THEN 'partially_paid'
                  ELSE 'unpaid' END,
    'paid', paid.amount::numeric(14, 2)::text,
    'outstanding', greatest(owed.amount - paid.amount, 0)::numeric(14, 2)::text,
    'overpaid', greatest(paid.amount - owed.amount, 0)::numeric(14, 2)::text,
    'depositDue', deposit.amount::numeric(14, 2)::text,
    'dueBeforeShipment', before_shipment.amount::numeric(14, 2)::text,
    'readyToShip', paid.amount >= before_shipment.amount,
    'payTo', coalesce(latest.pay_to, 'null'::jsonb),
    'dueDate', coalesce(latest.due_date, against_documents.due_date)::text)
  FROM paid, owed, deposit, before_shipment, late, latest, against_documents);
END
$$;
