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
} from './payments.contract.ts';
import { fromCents, moneyText, toCents } from './money.contract.ts';
import { attachUploads } from '../media/index.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { lockedOrders, orderFacts } from './orders-asked.ts';

/** The SQL of an order's payment (`sql/order_payment.sql`), for the order row `alias`. */
export const orderPaymentSql = (alias = 'orders') =>
  `order_payment(${alias}.id, ${alias}.total_amount, ${alias}.payment_plan)`;

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
export async function paymentStates(
  db: Knex,
  orderIds: readonly number[],
): Promise<Map<number, PaymentState>> {
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
export async function recordStateChanges(
  trx: Knex.Transaction,
  before: Map<number, PaymentState>,
): Promise<void> {
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

const wrongCurrency = (currency: string, orderCurrency: string) =>
  invalidField(
    'currency',
    `is ${currency}, but the order is in ${orderCurrency}: record it in the order’s currency`,
  );

/** A payment the supplier records by hand (a transfer it saw, a letter of credit drawn), with its proof. */
export async function recordPayment(db: Knex, actor: AuthUser, body: RecordPaymentBody): Promise<Payment> {
  return db.transaction(async (trx) => {
    const order = await saleOfYourFirm(trx, actor, body.orderId);
    if (body.currency !== order.currency) throw wrongCurrency(body.currency, order.currency);
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
    const order = await saleOfYourFirm(trx, actor, orderId);
    if (payment.currency.trim() !== order.currency) {
      throw wrongCurrency(payment.currency.trim(), order.currency);
    }
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
 * Refuses to ship an order before its plan's due-before-shipment amount has arrived (`order_payment`):
 * 409 deposit_due for a deposit plan's deposit, payment_due for the whole total (prepayment, or a
 * balance due before shipment). Called in the transaction of the move.
 */
export async function checkReadyToShip(trx: Knex.Transaction, orderId: number): Promise<void> {
  const row = (await orderFacts(trx)
    .where({ id: orderId })
    .first(trx.raw('currency::text AS currency'), trx.raw(`${orderPaymentSql()} AS payment`))) as
    { currency: string; payment: OrderPayment } | undefined;
  const payment = row?.payment;
  if (!payment || payment.readyToShip) return;
  const deposit = payment.depositDue === payment.dueBeforeShipment;
  throw new AppError({
    status: 409,
    code: deposit ? 'deposit_due' : 'payment_due',
    title: 'Conflict',
    detail: `This order ships after ${deposit ? 'its deposit' : 'payment in full'} of ${moneyText(payment.dueBeforeShipment, row.currency)} has arrived; ${moneyText(payment.paid, row.currency)} has so far. Record the payment, or import the bank statement that shows it.`,
    extensions: {
      dueBeforeShipment: payment.dueBeforeShipment,
      depositDue: payment.depositDue,
      paid: payment.paid,
    },
  });
}

type AgingBucket = keyof Receivables['totals'][number]['aging'];

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
    `SELECT orders.id, orders.total_amount::text AS total, orders.currency::text AS currency,
            ${orderPaymentSql()} AS payment,
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
      currency: string;
      payment: OrderPayment;
      counterparty: string;
      due_date: string | null;
    }[];
  };
  const today = new Date(new Date().toISOString().slice(0, 10));
  const byCurrency = new Map<string, Record<'open' | 'overdue' | AgingBucket, bigint>>();
  const orders = rows.map((row) => {
    const cents = byCurrency.get(row.currency) ?? {
      open: 0n,
      overdue: 0n,
      current: 0n,
      days0to30: 0n,
      days31to60: 0n,
      days61to90: 0n,
      over90: 0n,
    };
    byCurrency.set(row.currency, cents);
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
      currency: row.currency,
      payment: row.payment,
      dueDate: row.due_date,
      daysOverdue: daysOverdue !== null && daysOverdue > 0 ? daysOverdue : null,
    };
  });
  const amount = fromCents;
  return {
    totals: [...byCurrency]
      .sort(([one], [other]) => one.localeCompare(other))
      .map(([currency, cents]) => ({
        currency,
        open: amount(cents.open),
        overdue: amount(cents.overdue),
        aging: {
          current: amount(cents.current),
          days0to30: amount(cents.days0to30),
          days31to60: amount(cents.days31to60),
          days61to90: amount(cents.days61to90),
          over90: amount(cents.over90),
        },
      })),
    orders,
  };
}
