import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { sqlDate } from '../platform/database/sql-dates.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import { recordEvents } from '../notifications/index.ts';
import type {
  OrderPayment,
  Payment,
  PaymentState,
  Receivables,
  RecordPaymentBody,
  StatementImport,
} from './payments.contract.ts';
import { fromCents, moneyText, toCents } from './money.contract.ts';
import { ORDER_CURRENCY } from './payment-values.contract.ts';
import type { StatementLine } from './statement-parsing.ts';
import { attachUploads } from '../media/index.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { lockedOrders, orderFacts } from './orders-asked.ts';

/** The SQL of an order's payment (`sql/order_payment.sql`), for the order row `alias`. */
export const orderPaymentSql = (alias = 'orders') =>
  `order_payment(${alias}.id, ${alias}.total_amount, ${alias}.payment_plan)`;

/** Lines staged per statement sent to the database. */
const STAGE_BATCH = 2_000;

interface PaymentRow {
  id: number;
  orderId: number | null;
  amount: string;
  currency: string;
  valueDate: string | Date;
  method: Payment['method'];
  reference: string | null;
  payerName: string | null;
  source: Payment['source'];
  proofUrl: string | null;
  unmatchedReason: string | null;
  recordedAt: Date;
}

const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  orderId: row.orderId,
  amount: String(row.amount),
  currency: row.currency.trim(),
  valueDate: sqlDate(row.valueDate),
  method: row.method,
  reference: row.reference,
  payerName: row.payerName,
  source: row.source,
  proofUrl: row.proofUrl,
  unmatchedReason: row.unmatchedReason,
  recordedAt: row.recordedAt.toISOString(),
});

const paymentNotFound = () => notFound('Payment not found', 'payment_not_found');
const orderNotFound = () => notFound('Order not found (or not one of your firm’s sales)', 'order_not_found');

/** The payment states of orders, by id. */
async function paymentStates(db: Knex, orderIds: readonly number[]): Promise<Map<number, PaymentState>> {
  if (orderIds.length === 0) return new Map();
  const rows = (await orderFacts(db)
    .whereIn('id', orderIds)
    .select('id', db.raw(`${orderPaymentSql()}->>'state' AS state`))) as {
    id: number;
    state: PaymentState;
  }[];
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** `order.payment_state_changed` for each order whose payment state moved from `before`. */
async function recordStateChanges(trx: Knex.Transaction, before: Map<number, PaymentState>): Promise<void> {
  const after = await paymentStates(trx, [...before.keys()]);
  const moved = [...before].flatMap(([orderId, from]) => {
    const to = after.get(orderId);
    return to && to !== from ? [{ orderId, from, to }] : [];
  });
  await recordEvents(trx, 'order.payment_state_changed', moved);
}

/**
 * Records what the payments just made did: `payment.received` for each matched one, and
 * `order.payment_state_changed` for each order whose state moved from `before`.
 */
async function recordPaymentEvents(
  trx: Knex.Transaction,
  received: readonly { id: number; orderId: number }[],
  before: Map<number, PaymentState>,
): Promise<void> {
  await recordEvents(
    trx,
    'payment.received',
    received.map((payment) => ({ paymentId: payment.id, orderId: payment.orderId })),
  );
  await recordStateChanges(trx, before);
}

/** An order the caller's firm sells, locked, or 404. */
async function saleOfYourFirm(trx: Knex.Transaction, actor: AuthUser, orderId: number) {
  const [order] = await lockedOrders(trx, { ids: [orderId], vendorId: actor.companyId });
  if (!order) throw orderNotFound();
  return order;
}

const wrongCurrency = (currency: string) =>
  invalidField(
    'currency',
    `is ${currency}, but the order is in ${ORDER_CURRENCY}: record it in the order’s currency`,
  );

/** A payment the supplier records by hand (a transfer it saw, a letter of credit drawn), with its proof. */
export async function recordPayment(db: Knex, actor: AuthUser, body: RecordPaymentBody): Promise<Payment> {
  if (body.currency !== ORDER_CURRENCY) throw wrongCurrency(body.currency);
  return db.transaction(async (trx) => {
    await saleOfYourFirm(trx, actor, body.orderId);
    if (body.proofUrl) await attachUploads(trx, actor, [{ url: body.proofUrl }], () => 'proofUrl');
    const before = await paymentStates(trx, [body.orderId]);
    const [row] = (await trx('payments')
      .insert({
        payeeId: actor.companyId,
        orderId: body.orderId,
        amount: body.amount,
        currency: body.currency,
        valueDate: body.valueDate,
        method: body.method,
        reference: body.reference ?? null,
        source: 'manual',
        proofUrl: body.proofUrl ?? null,
        recordedBy: actor.id,
      })
      .returning('*')) as PaymentRow[];
    await recordPaymentEvents(trx, [{ id: row!.id, orderId: body.orderId }], before);
    return toPayment(row!);
  });
}

/** The payments the caller's firm received, newest first; `waiting`: those that found no order. */
export async function listPayments(
  db: Knex,
  actor: AuthUser,
  query: { limit: number; offset: number; waiting?: boolean | undefined },
): Promise<ListPage<Payment>> {
  const filtered = () => {
    const builder = db('payments').where({ payeeId: actor.companyId });
    if (query.waiting === true) builder.whereNull('orderId');
    if (query.waiting === false) builder.whereNotNull('orderId');
    return builder;
  };
  const [rows, counted] = await Promise.all([
    filtered()
      .orderBy([
        { column: 'recordedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset),
    filtered().count({ total: '*' }).first(),
  ]);
  return { items: (rows as PaymentRow[]).map(toPayment), total: Number(counted?.total ?? 0) };
}

/** Gives a waiting payment (an imported line that found no order) to one of the firm's orders. */
export async function assignPayment(
  db: Knex,
  actor: AuthUser,
  id: number,
  orderId: number,
): Promise<Payment> {
  return db.transaction(async (trx) => {
    const payment = (await trx('payments').where({ id, payeeId: actor.companyId }).forUpdate().first()) as
      PaymentRow | undefined;
    if (!payment) throw paymentNotFound();
    if (payment.orderId !== null) {
      throw new AppError({
        status: 409,
        code: 'payment_assigned',
        title: 'Conflict',
        detail: `This payment is already assigned to order #${payment.orderId}.`,
      });
    }
    if (payment.currency.trim() !== ORDER_CURRENCY) throw wrongCurrency(payment.currency.trim());
    await saleOfYourFirm(trx, actor, orderId);
    const before = await paymentStates(trx, [orderId]);
    const [row] = (await trx('payments')
      .where({ id })
      .update({ orderId, unmatchedReason: null, recordedBy: actor.id })
      .returning('*')) as PaymentRow[];
    await recordPaymentEvents(trx, [{ id, orderId }], before);
    return toPayment(row!);
  });
}

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
    // name and the amount when exactly one order fits.
    await trx.raw(
      `CREATE TEMPORARY TABLE statement_matches ON COMMIT DROP AS
       WITH fresh AS (
         SELECT line.* FROM statement_lines line
         WHERE line.credit
           AND NOT EXISTS (SELECT FROM payments WHERE payments.payee_id = :payee AND payments.statement_entry = line.entry)),
       by_reference AS (
         SELECT fresh.entry, orders.id AS order_id
         FROM fresh JOIN order_facts() AS orders ON orders.payment_reference = fresh.creditor_reference AND orders.vendor_id = :payee),
       open_orders AS (
         SELECT orders.id, orders.total_amount AS amount, lower(buyer.legal_name) AS legal_name,
                lower(buyer.trading_name) AS trading_name
         FROM order_facts() AS orders JOIN firm_names() buyer ON buyer.id = orders.buyer_id
         WHERE orders.vendor_id = :payee AND ${AWAITING_FIRST_PAYMENT}
         UNION ALL
         SELECT orders.id, (${orderPaymentSql()}->>'depositDue')::numeric,
                lower(buyer.legal_name), lower(buyer.trading_name)
         FROM order_facts() AS orders JOIN firm_names() buyer ON buyer.id = orders.buyer_id
         WHERE orders.vendor_id = :payee AND ${AWAITING_FIRST_PAYMENT} AND orders.payment_plan->>'kind' = 'deposit'),
       by_amount AS (
         SELECT fresh.entry, min(open_orders.id) AS order_id, count(DISTINCT open_orders.id) AS fits
         FROM fresh JOIN open_orders ON open_orders.amount = fresh.amount
         WHERE fresh.creditor_reference IS NULL AND fresh.payer_name IS NOT NULL
           AND lower(btrim(fresh.payer_name)) IN (open_orders.legal_name, open_orders.trading_name)
         GROUP BY fresh.entry)
       SELECT fresh.*,
              CASE WHEN fresh.currency <> :currency THEN NULL
                   ELSE coalesce(by_reference.order_id, CASE WHEN by_amount.fits = 1 THEN by_amount.order_id END) END AS order_id,
              CASE WHEN fresh.currency <> :currency
                     THEN 'In ' || fresh.currency || ': the orders are in ' || :currency || '; assign it once converted'
                   WHEN by_reference.order_id IS NOT NULL THEN NULL
                   WHEN fresh.creditor_reference IS NOT NULL
                     THEN 'Its reference ' || fresh.creditor_reference || ' matches none of your orders'
                   WHEN by_amount.fits > 1 THEN 'Several open orders of this payer are for this amount'
                   WHEN by_amount.fits = 1 THEN NULL
                   ELSE 'No RF reference, and no confirmed, unpaid order of this payer for this amount' END AS unmatched_reason
       FROM fresh
       LEFT JOIN by_reference ON by_reference.entry = fresh.entry
       LEFT JOIN by_amount ON by_amount.entry = fresh.entry`,
      { payee: actor.companyId, currency: ORDER_CURRENCY },
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

/**
 * Refuses to ship an order before its plan's due-before-shipment amount has arrived (`order_payment`):
 * 409 deposit_due for a deposit plan's deposit, payment_due for the whole total (prepayment, or a
 * balance due before shipment). Called in the transaction of the move.
 */
export async function checkReadyToShip(trx: Knex.Transaction, orderId: number): Promise<void> {
  const row = (await orderFacts(trx)
    .where({ id: orderId })
    .first(trx.raw(`${orderPaymentSql()} AS payment`))) as { payment: OrderPayment } | undefined;
  const payment = row?.payment;
  if (!payment || payment.readyToShip) return;
  const deposit = payment.depositDue === payment.dueBeforeShipment;
  throw new AppError({
    status: 409,
    code: deposit ? 'deposit_due' : 'payment_due',
    title: 'Conflict',
    detail: `This order ships after ${deposit ? 'its deposit' : 'payment in full'} of ${moneyText(payment.dueBeforeShipment)} has arrived; ${moneyText(payment.paid)} has so far. Record the payment, or import the bank statement that shows it.`,
    extensions: {
      dueBeforeShipment: payment.dueBeforeShipment,
      depositDue: payment.depositDue,
      paid: payment.paid,
    },
  });
}

const daysBetween = (later: Date, earlier: Date) =>
  Math.floor((later.getTime() - earlier.getTime()) / 86_400_000);

/**
 * What the caller's firm is owed (as supplier: receivables) or owes (as buyer: payables): every
 * order confirmed and not yet paid in full nor cancelled, with its payment and its invoice's due
 * date, and what is overdue by age.
 */
export async function openBalances(
  db: Knex,
  actor: AuthUser,
  side: 'receivables' | 'payables',
): Promise<Receivables> {
  const ours = side === 'receivables' ? 'vendor_id' : 'buyer_id';
  const theirs = side === 'receivables' ? 'buyer_id' : 'vendor_id';
  const { rows } = (await db.raw(
    `SELECT orders.id, orders.total_amount::text AS total, ${orderPaymentSql()} AS payment,
            company_name(orders.${theirs}) AS counterparty,
            (SELECT max(due_date) FROM order_documents WHERE order_documents.order_id = orders.id
               AND order_documents.kind = 'invoice')::text AS due_date
     FROM order_facts() AS orders
     WHERE orders.${ours} = ? AND orders.status NOT IN ('pending', 'cancelled')
       AND (${orderPaymentSql()}->>'state') <> 'paid'
     ORDER BY orders.id DESC
     LIMIT 500`,
    [actor.companyId],
  )) as {
    rows: {
      id: number;
      total: string;
      payment: OrderPayment;
      counterparty: string;
      due_date: string | null;
    }[];
  };
  const today = new Date(new Date().toISOString().slice(0, 10));
  const cents = {
    open: 0n,
    overdue: 0n,
    current: 0n,
    days0to30: 0n,
    days31to60: 0n,
    days61to90: 0n,
    over90: 0n,
  };
  const orders = rows.map((row) => {
    const outstanding = toCents(row.payment.outstanding);
    cents.open += outstanding;
    const daysOverdue = row.due_date ? daysBetween(today, new Date(row.due_date)) : null;
    if (daysOverdue === null || daysOverdue <= 0) cents.current += outstanding;
    else {
      cents.overdue += outstanding;
      if (daysOverdue <= 30) cents.days0to30 += outstanding;
      else if (daysOverdue <= 60) cents.days31to60 += outstanding;
      else if (daysOverdue <= 90) cents.days61to90 += outstanding;
      else cents.over90 += outstanding;
    }
    return {
      orderId: row.id,
      counterparty: row.counterparty,
      total: row.total,
      payment: row.payment,
      dueDate: row.due_date,
      daysOverdue: daysOverdue !== null && daysOverdue > 0 ? daysOverdue : null,
    };
  });
  const amount = fromCents;
  return {
    currency: ORDER_CURRENCY,
    open: amount(cents.open),
    overdue: amount(cents.overdue),
    aging: {
      current: amount(cents.current),
      days0to30: amount(cents.days0to30),
      days31to60: amount(cents.days31to60),
      days61to90: amount(cents.days61to90),
      over90: amount(cents.over90),
    },
    orders,
  };
}
