import type { Knex } from 'knex';
import { recordEvents } from '../notifications/index.ts';
import {
  changeHeld,
  collectionAccount,
  fromCents,
  toCents,
  lockedOrders,
  orderFacts,
} from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { heldForOrder, postEntry } from './ledger.service.ts';
import type { ProtectedOrder, ProtectionSettings } from './settlement.contract.ts';
import { PROTECTION_DAYS } from './settlement-values.contract.ts';

/** Whether buyers may choose protection, and the account they then pay into. */
export async function protectionSettings(db: Knex): Promise<ProtectionSettings> {
  const account = await collectionAccount(db);
  const held = changeHeld(account);
  return {
    available: Boolean(account),
    collectionAccount: account
      ? { accountHolder: account.accountHolder, iban: account.iban, bic: account.bic }
      : null,
    source: account?.source ?? null,
    windowDays: PROTECTION_DAYS.window,
    changeHeldUntil: held ? account!.heldUntil! : null,
    previousAccount: held ? account!.previous! : null,
  };
}

const orderNotFound = () => notFound('Order not found', 'order_not_found');

const protectionUnavailable = () =>
  new AppError({
    status: 409,
    code: 'protection_unavailable',
    title: 'Conflict',
    detail: 'Trade protection is not offered yet: the marketplace has no collection account.',
  });

/** Refuses protection while the marketplace has no collection account (409 protection_unavailable). */
export async function requireProtectionOffered(db: Knex): Promise<void> {
  if (!(await collectionAccount(db))) throw protectionUnavailable();
}

/**
 * The buyer puts pending orders under protection: each one's pro-forma, issued when the supplier
 * confirms, then asks for the money on the operator's collection account, where it is held until
 * the goods are received. An order protected already stays so.
 */
export async function protectOrders(db: Knex, actor: AuthUser, orderIds: readonly number[]): Promise<void> {
  await db.transaction(async (trx) => {
    const orders = await lockedOrders(trx, { ids: orderIds, buyerId: actor.companyId });
    // Another firm's order does not exist for the caller, whatever the marketplace offers.
    if (orders.length < new Set(orderIds).size) throw orderNotFound();
    await requireProtectionOffered(trx);
    const tooLate = orders.find((order) => !order.protected && order.status !== 'pending');
    if (tooLate) {
      throw new AppError({
        status: 409,
        code: 'protection_too_late',
        title: 'Conflict',
        detail: `This order is ${tooLate.status}: protection is chosen before the supplier confirms it, when its pro-forma is issued.`,
      });
    }
    await trx.raw('SELECT mark_orders_protected(?)', [orders.map((order) => order.id)]);
  });
}

/** Unresolved disputes hold an order's money: nothing is released while one is open. */
const openDisputeSql = (orderColumn: string) =>
  `EXISTS (SELECT FROM disputes WHERE disputes.order_id = ${orderColumn} AND disputes.status <> 'resolved')`;

/**
 * An order paid against documents holds its money until its buyer has accepted them all (the
 * documents are shipments', which keeps when that was).
 */
const awaitsDocumentsSql = (orderColumn: string) =>
  `EXISTS (SELECT FROM order_facts() AS paid_against
            WHERE paid_against.id = ${orderColumn} AND paid_against.payment_plan->>'balanceDue' = 'against_documents'
              AND (SELECT accepted_at FROM trade_document_progress(${orderColumn})) IS NULL)`;

/**
 * Releases what a protected order has in protection to its supplier's payable, less the
 * marketplace's commission (frozen on its lines when it was placed, taken in proportion to what
 * is released), in the caller's transaction. Nothing happens while a dispute is open, nothing is
 * held, or (but on a dispute's decision) the order is paid against documents its buyer has not
 * all accepted. Answers the amount released.
 */
export async function releaseHeld(
  trx: Knex.Transaction,
  orderId: number,
  memo: string,
  postedBy: string | null = null,
  { decided = false }: { decided?: boolean } = {},
): Promise<string> {
  const [order] = await lockedOrders(trx, { ids: [orderId], protected: true });
  if (!order) return '0.00';
  const { rows } = (await trx.raw(
    `SELECT ${openDisputeSql(':order')} AS disputed, ${awaitsDocumentsSql(':order')} AS awaits_documents,
            (SELECT max(entry_id) FROM journal_lines line JOIN settlement_accounts account ON account.id = line.account_id
              WHERE line.order_id = :order AND account.kind = 'held_for_orders') AS last_held_entry,
            (SELECT coalesce(-sum(line.amount), 0)::text FROM journal_lines line
               JOIN settlement_accounts account ON account.id = line.account_id
              WHERE line.order_id = :order AND account.kind = 'commission_revenue') AS commission_taken,
            (SELECT coalesce(sum(line.amount), 0)::text FROM journal_lines line
               JOIN journal_entries entry ON entry.id = line.entry_id
               JOIN settlement_accounts account ON account.id = line.account_id
              WHERE line.order_id = :order AND account.kind = 'held_for_orders' AND entry.kind = 'release') AS released`,
    { order: orderId },
  )) as {
    rows: [
      {
        disputed: boolean;
        awaits_documents: boolean;
        last_held_entry: number | null;
        commission_taken: string;
        released: string;
      },
    ];
  };
  const [ledger] = rows;
  if (ledger.disputed || (ledger.awaits_documents && !decided)) return '0.00';
  const held = toCents(await heldForOrder(trx, orderId));
  if (held <= 0n) return '0.00';
  const total = toCents(order.totalAmount);
  const frozen = toCents(order.commission);
  const releasedBefore = toCents(ledger.released);
  // The commission due on all that has been released, at most the frozen commission; this
  // release takes what the earlier ones did not.
  const releasedAll = releasedBefore + held;
  const due = total === 0n ? 0n : (frozen * releasedAll + total / 2n) / total;
  const commission = (due < frozen ? due : frozen) - toCents(ledger.commission_taken);
  const fee = commission < 0n ? 0n : commission > held ? held : commission;
  await postEntry(trx, {
    kind: 'release',
    key: `release:order:${orderId}:after:${ledger.last_held_entry}`,
    memo,
    currency: order.currency,
    orderId,
    postedBy,
    lines: [
      { account: { kind: 'held_for_orders' }, amount: fromCents(held) },
      { account: { kind: 'supplier_payable', companyId: order.vendorId }, amount: fromCents(-(held - fee)) },
      { account: { kind: 'commission_revenue' }, amount: fromCents(-fee) },
    ],
  });
  await recordEvents(trx, 'protection.released', [
    { orderId, released: fromCents(held), commission: fromCents(fee), currency: order.currency },
  ]);
  return fromCents(held);
}

/**
 * Releases the protected orders whose window closed: received more than `days` ago, money still
 * held, no dispute open. Each in a transaction of its own. Answers how many were released.
 */
export async function releaseClosedWindows(db: Knex, days: number = PROTECTION_DAYS.window): Promise<number> {
  const { rows } = (await db.raw(
    `SELECT orders.id FROM order_facts() AS orders
     WHERE orders.protected AND orders.status = 'delivered' AND NOT ${openDisputeSql('orders.id')}
       AND NOT ${awaitsDocumentsSql('orders.id')}
       AND order_reached_at(orders.id, 'delivered') < now() - make_interval(days => ?)
       AND (SELECT coalesce(sum(line.amount), 0) FROM journal_lines line
              JOIN settlement_accounts account ON account.id = line.account_id
             WHERE line.order_id = orders.id AND account.kind = 'held_for_orders') < 0
     ORDER BY orders.id LIMIT 500`,
    [days],
  )) as { rows: { id: number }[] };
  let released = 0;
  for (const { id } of rows) {
    const amount = await db.transaction((trx) =>
      releaseHeld(trx, id, `Protection window of ${days} days closed without a dispute`),
    );
    if (amount !== '0.00') released += 1;
  }
  return released;
}

/** A protected order cancelled with money held: all of it is owed back to the buyer. */
export async function refundHeldOnCancel(
  trx: Knex.Transaction,
  orderId: number,
  postedBy: string | null,
): Promise<void> {
  const [order] = (await orderFacts(trx)
    .where({ id: orderId, protected: true })
    .select('buyerId', trx.raw('currency::text AS currency'))) as { buyerId: string; currency: string }[];
  if (!order) return;
  const held = toCents(await heldForOrder(trx, orderId));
  if (held <= 0n) return;
  await postEntry(trx, {
    kind: 'refund',
    key: `refund:cancelled:${orderId}`,
    memo: 'Refund of an order cancelled while its money was held',
    currency: order.currency,
    orderId,
    postedBy,
    lines: [
      { account: { kind: 'held_for_orders' }, amount: fromCents(held) },
      { account: { kind: 'refunds_payable', companyId: order.buyerId }, amount: fromCents(-held) },
    ],
  });
}

/**
 * The caller's firm's protected orders: what is held, released and refunded, the
 * milestones reached (from the ledger's entries and the order's moves) and the open dispute.
 */
export async function listProtectedOrders(db: Knex, actor: AuthUser): Promise<ProtectedOrder[]> {
  const amountOf = (kind: string, entryKinds: string) =>
    `(SELECT coalesce(sum(line.amount), 0)::numeric(14, 2)::text FROM journal_lines line
        JOIN settlement_accounts account ON account.id = line.account_id
        JOIN journal_entries entry ON entry.id = line.entry_id
       WHERE line.order_id = orders.id AND account.kind = '${kind}' AND entry.kind IN (${entryKinds}))`;
  const firstEntry = (kind: string) =>
    `(SELECT min(posted_at) FROM journal_entries WHERE order_id = orders.id AND kind = '${kind}')`;
  const { rows } = (await db.raw(
    `SELECT orders.id, orders.status, orders.total_amount::text AS total, orders.currency::text AS currency,
            CASE WHEN orders.buyer_id = :company THEN 'buyer' ELSE 'supplier' END AS side,
            company_name(CASE WHEN orders.buyer_id = :company THEN orders.vendor_id ELSE orders.buyer_id END) AS counterparty,
            (SELECT coalesce(-sum(line.amount), 0)::numeric(14, 2)::text FROM journal_lines line
               JOIN settlement_accounts account ON account.id = line.account_id
              WHERE line.order_id = orders.id AND account.kind = 'held_for_orders') AS held,
            ${amountOf('held_for_orders', `'release'`)} AS released,
            ${amountOf('held_for_orders', `'refund'`)} AS refunded,
            orders.commission::text AS commission, ${firstEntry('payment_held')} AS paid_at, order_reached_at(orders.id, 'shipped') AS shipped_at,
            order_reached_at(orders.id, 'delivered') AS received_at, ${firstEntry('release')} AS released_at,
            (SELECT id FROM disputes WHERE order_id = orders.id ORDER BY (status <> 'resolved') DESC, id DESC LIMIT 1) AS dispute_id,
            EXISTS (SELECT FROM disputes WHERE order_id = orders.id AND status <> 'resolved') AS disputed
     FROM order_facts() AS orders
     WHERE orders.protected AND :company IN (orders.buyer_id, orders.vendor_id)
     ORDER BY orders.id DESC LIMIT 200`,
    { company: actor.companyId },
  )) as {
    rows: {
      id: number;
      status: string;
      total: string;
      currency: string;
      side: ProtectedOrder['side'];
      counterparty: string;
      held: string;
      released: string;
      refunded: string;
      commission: string;
      paid_at: Date | null;
      shipped_at: Date | null;
      received_at: Date | null;
      released_at: Date | null;
      dispute_id: number | null;
      disputed: boolean;
    }[];
  };
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return rows.map((row) => {
    const held = toCents(row.held);
    const status: ProtectedOrder['status'] = row.disputed
      ? 'disputed'
      : held > 0n
        ? 'funded'
        : toCents(row.released) > 0n
          ? 'released'
          : toCents(row.refunded) > 0n
            ? 'refunded'
            : row.status === 'cancelled'
              ? 'cancelled'
              : 'pending';
    return {
      orderId: row.id,
      counterparty: row.counterparty,
      side: row.side,
      status,
      currency: row.currency,
      amount: row.total,
      held: row.held,
      released: row.released,
      refunded: row.refunded,
      commission: row.commission,
      milestones: [
        { name: 'paid_into_protection', reachedAt: iso(row.paid_at) },
        { name: 'shipped', reachedAt: iso(row.shipped_at) },
        { name: 'received', reachedAt: iso(row.received_at) },
        { name: 'released', reachedAt: iso(row.released_at) },
      ],
      releasesAt:
        row.received_at && held > 0n
          ? new Date(new Date(row.received_at).getTime() + PROTECTION_DAYS.window * 86_400_000).toISOString()
          : null,
      disputeId: row.dispute_id,
    };
  });
}
