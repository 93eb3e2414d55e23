import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import type { StatementImport } from './payments.contract.ts';
import type { StatementLine } from './statement-parsing.ts';
import { orderPaymentSql, paymentStates, recordStateChanges } from './payments.service.ts';

// A supplier's bank statement imported: its lines kept as payments, each matched to an order where one is meant.

/** Lines staged per query sent to the database. */
const STAGE_BATCH = 2_000;

/**
 * The orders a credit without a reference may pay, by its payer's name and amount: confirmed (the
 * supplier has taken them on), paid to the supplier (not under protection) and not paid at all yet.
 */
const AWAITING_FIRST_PAYMENT = `orders.status IN ('confirmed', 'shipped', 'delivered') AND NOT orders.protected
           AND NOT EXISTS (SELECT FROM payments paid WHERE paid.order_id = orders.id)`;

/**
 * Imports a bank statement's lines into the firm's payments, in one transaction: a malformed line
 * anywhere leaves nothing imported. The file is read first; its lines are staged in batches, then
 * matched and written by a few set-wide statements: a credit carrying an order's RF reference pays that order; one without, an
 * open order of the firm whose buyer's name is the payer's and whose total or deposit is the
 * amount, when exactly one order fits; the rest wait, with the reason, for a person to assign.
 * A line already imported (the statement's own id of it) is left as it was.
 */
export async function importStatement(
  db: Knex,
  actor: AuthUser,
  lines: AsyncIterable<StatementLine>,
): Promise<StatementImport> {
  // The whole file is read (and refused, if it must be) before a transaction opens: batches of
  // its lines as compact JSON, a few bytes a line, so a large statement holds no connection.
  const batches: string[] = [];
  let read = 0;
  let batch: StatementLine[] = [];
  const keep = () => {
    if (batch.length === 0) return;
    batches.push(
      JSON.stringify(
        batch.map((line) => ({
          entry: line.entry,
          credit: line.credit,
          amount: line.amount,
          currency: line.currency,
          value_date: line.valueDate,
          creditor_reference: line.creditorReference,
          remittance: line.remittance,
          payer_name: line.payerName,
        })),
      ),
    );
    batch = [];
  };
  for await (const line of lines) {
    read += 1;
    batch.push(line);
    if (batch.length >= STAGE_BATCH) keep();
  }
  keep();

  return db.transaction(async (trx) => {
    await trx.raw(
      `CREATE TEMPORARY TABLE statement_lines (
         entry text NOT NULL, credit boolean NOT NULL, amount numeric(14, 2) NOT NULL,
         currency char(3) NOT NULL, value_date date NOT NULL, creditor_reference text,
         remittance text, payer_name text) ON COMMIT DROP`,
    );
    for (const rows of batches) {
      await trx.raw(
        `INSERT INTO statement_lines
         SELECT * FROM jsonb_to_recordset(?::jsonb) AS line (entry text, credit boolean, amount numeric,
           currency text, value_date date, creditor_reference text, remittance text, payer_name text)`,
        [rows],
      );
    }

    // Which order each new credit pays, or why it waits: by its RF reference, or else by the payer's
    // name and the amount when exactly one order in the credit's currency fits. A credit in another
    // currency than its order's is never converted to pay it: it waits.
    await trx.raw(
      `CREATE TEMPORARY TABLE statement_matches ON COMMIT DROP AS
       WITH fresh AS (
         SELECT line.* FROM statement_lines line
         WHERE line.credit
           AND NOT EXISTS (SELECT FROM payments WHERE payments.payee_id = :payee AND payments.statement_entry = line.entry)),
       by_reference AS (
         SELECT fresh.entry, orders.id AS order_id, orders.currency
         FROM fresh JOIN order_facts() AS orders ON orders.payment_reference = fresh.creditor_reference AND orders.vendor_id = :payee),
       open_orders AS (
         SELECT orders.id, orders.currency, orders.total_amount AS amount, lower(buyer.legal_name) AS legal_name,
                lower(buyer.trading_name) AS trading_name
         FROM order_facts() AS orders JOIN firm_names() buyer ON buyer.id = orders.buyer_id
         WHERE orders.vendor_id = :payee AND ${AWAITING_FIRST_PAYMENT}
         UNION ALL
         SELECT orders.id, orders.currency, (${orderPaymentSql()}->>'depositDue')::numeric,
                lower(buyer.legal_name), lower(buyer.trading_name)
         FROM order_facts() AS orders JOIN firm_names() buyer ON buyer.id = orders.buyer_id
         WHERE orders.vendor_id = :payee AND ${AWAITING_FIRST_PAYMENT} AND orders.payment_plan->>'kind' = 'deposit'),
       by_amount AS (
         SELECT fresh.entry, min(open_orders.id) AS order_id, count(DISTINCT open_orders.id) AS fits
         FROM fresh JOIN open_orders
           ON open_orders.amount = fresh.amount AND open_orders.currency = fresh.currency
         WHERE fresh.creditor_reference IS NULL AND fresh.payer_name IS NOT NULL
           AND lower(btrim(fresh.payer_name)) IN (open_orders.legal_name, open_orders.trading_name)
         GROUP BY fresh.entry)
       SELECT fresh.*,
              CASE WHEN by_reference.order_id IS NOT NULL
                     THEN CASE WHEN by_reference.currency = fresh.currency THEN by_reference.order_id END
                   WHEN by_amount.fits = 1 THEN by_amount.order_id END AS order_id,
              CASE WHEN by_reference.currency <> fresh.currency
                     THEN 'In ' || fresh.currency || ', but order ' || by_reference.order_id || ' is in '
                          || by_reference.currency || ': record it in the order’s currency'
                   WHEN by_reference.order_id IS NOT NULL THEN NULL
                   WHEN fresh.creditor_reference IS NOT NULL
                     THEN 'Its reference ' || fresh.creditor_reference || ' matches none of your orders'
                   WHEN by_amount.fits > 1 THEN 'Several open orders of this payer are for this amount'
                   WHEN by_amount.fits = 1 THEN NULL
                   ELSE 'No RF reference, and no confirmed, unpaid order of this payer for this amount' END AS unmatched_reason
       FROM fresh
       LEFT JOIN by_reference ON by_reference.entry = fresh.entry
       LEFT JOIN by_amount ON by_amount.entry = fresh.entry`,
      { payee: actor.companyId },
    );
    const { rows: touched } = (await trx.raw(
      'SELECT DISTINCT order_id FROM statement_matches WHERE order_id IS NOT NULL',
    )) as { rows: { order_id: number }[] };
    const before = await paymentStates(
      trx,
      touched.map((row) => row.order_id),
    );
    // What was written stays in the database: a statement of any length takes no more memory here.
    await trx.raw(`CREATE TEMPORARY TABLE statement_payments (id integer, order_id integer) ON COMMIT DROP`);
    await trx.raw(
      `WITH inserted AS (
         INSERT INTO payments (payee_id, order_id, amount, currency, value_date, method, reference, payer_name,
                               source, statement_entry, unmatched_reason, recorded_by)
         SELECT DISTINCT ON (entry) ?, order_id, amount, currency, value_date, 'bank_transfer',
                coalesce(creditor_reference, left(remittance, 140)), left(payer_name, 140), 'statement', entry,
                unmatched_reason, ?
         FROM statement_matches ORDER BY entry
         ON CONFLICT (payee_id, statement_entry) DO NOTHING
         RETURNING id, order_id)
       INSERT INTO statement_payments SELECT id, order_id FROM inserted`,
      [actor.companyId, actor.id],
    );
    await trx.raw(
      `SELECT record_events('payment.received', (
         SELECT jsonb_agg(jsonb_build_object('paymentId', id, 'orderId', order_id) ORDER BY id)
         FROM statement_payments WHERE order_id IS NOT NULL))`,
    );
    await recordStateChanges(trx, before);
    const { rows: counts } = (await trx.raw(
      `SELECT (SELECT count(*) FROM statement_lines WHERE credit) AS credits,
              count(*) FILTER (WHERE order_id IS NOT NULL) AS matched,
              count(*) FILTER (WHERE order_id IS NULL) AS waiting
       FROM statement_payments`,
    )) as { rows: { credits: number | string; matched: number | string; waiting: number | string }[] };
    const credits = Number(counts[0]?.credits ?? 0);
    const matched = Number(counts[0]?.matched ?? 0);
    const waiting = Number(counts[0]?.waiting ?? 0);
    return { lines: read, credits, matched, waiting, alreadyImported: credits - matched - waiting };
  });
}
