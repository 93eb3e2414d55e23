import type { Knex } from 'knex';
import { recordEvents } from '../notifications/index.ts';
import {
  changeHeld,
  collectionAccount,
  fromCents,
  ORDER_CURRENCY,
  toCents,
  type StatementFacts,
  type StatementLine,
  lockedOrders,
  orderFacts,
  paidForOrder,
  recordProtectedPayment,
} from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { heldForOrder, postEntry } from './ledger.service.ts';
import type { CollectionImport, Payout, ProtectedOrder, ProtectionSettings } from './settlement.contract.ts';
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
 * Releases what a protected order has in protection to its supplier's payable, less the
 * marketplace's commission (frozen on its lines when it was placed, taken in proportion to what
 * is released), in the caller's transaction. Nothing happens while a dispute is open or nothing
 * is held. Answers the amount released.
 */
export async function releaseHeld(
  trx: Knex.Transaction,
  orderId: number,
  memo: string,
  postedBy: string | null = null,
): Promise<string> {
  const [order] = await lockedOrders(trx, { ids: [orderId], protected: true });
  if (!order) return '0.00';
  const { rows } = (await trx.raw(
    `SELECT ${openDisputeSql(':order')} AS disputed,
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
    rows: [{ disputed: boolean; last_held_entry: number | null; commission_taken: string; released: string }];
  };
  const [ledger] = rows;
  if (ledger.disputed) return '0.00';
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
    orderId,
    postedBy,
    lines: [
      { account: { kind: 'held_for_orders' }, amount: fromCents(held) },
      { account: { kind: 'supplier_payable', companyId: order.vendorId }, amount: fromCents(-(held - fee)) },
      { account: { kind: 'commission_revenue' }, amount: fromCents(-fee) },
    ],
  });
  await recordEvents(trx, 'protection.released', [
    { orderId, released: fromCents(held), commission: fromCents(fee) },
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

/** Lines written to the collection statement's table per statement. */
const INSERT_BATCH = 1_000;

interface PayoutRecord {
  id: number;
  status: string;
  amount: string;
  currency: string;
  iban: string;
  endToEndId: string;
}

/**
 * What a statement line carrying a payout's end-to-end id does to it: the bank's debit of it pays
 * it; a credit returns it only when the bank says it is a return, in its currency, from the account
 * it was paid to, for its amount less at most `returnFee`. Anything else waits for an operator,
 * with the reason: an end-to-end id is no secret (the payee reads it on its own statement), so a
 * transfer that merely quotes one proves nothing.
 */
function payoutVerdict(
  line: StatementLine,
  payout: PayoutRecord,
  returnFee: string,
): 'paid' | 'returned' | { review: string } {
  const named = `payout ${payout.endToEndId}`;
  const currency = payout.currency.trim();
  if (line.currency !== currency) return { review: `In ${line.currency}: ${named} was sent in ${currency}` };
  if (!line.credit) {
    if (payout.status !== 'sent')
      return { review: `A second debit for ${named}, which is ${payout.status} already` };
    if (toCents(line.amount) !== toCents(payout.amount)) {
      return { review: `Debits ${line.amount} for ${named} of ${String(payout.amount)}` };
    }
    return 'paid';
  }
  if (!line.returned) {
    return {
      review: `Quotes ${named} but the bank does not mark it a return (no return information, no PMNT/ICDT/RRTN code)`,
    };
  }
  if (payout.status !== 'paid') return { review: `Returns ${named}, which is ${payout.status}, not paid` };
  if (line.counterpartyIban !== payout.iban) {
    return {
      review: `Returns ${named} from ${line.counterpartyIban ?? 'an account the bank does not name'}, not from ${payout.iban}, where it was paid`,
    };
  }
  const credited = toCents(line.amount);
  if (credited > toCents(payout.amount) || credited < toCents(payout.amount) - toCents(returnFee)) {
    return {
      review: `Returns ${line.amount} of ${named} for ${String(payout.amount)}: more than it, or short by more than the ${returnFee} a bank may keep`,
    };
  }
  return 'returned';
}

/** The payout return fee when the operator set none (RAWEX_PAYOUT_RETURN_FEE's default). */
const DEFAULT_RETURN_FEE = '15.00';

/**
 * Imports the operator's collection-account statement, in one transaction: each credit quoting a
 * protected order's RF reference is that order's payment, held for it (a `payments` row, so the
 * order reads paid, and an entry); a payout's debit marks it paid and the bank's return of it owes
 * the payee again what the bank credited (`payoutVerdict`); everything else waits for an operator's
 * review with its reason. Lines are keyed by the bank's references (else by what they say), and a
 * statement's closing balance is kept for reconciliation: importing it again changes nothing.
 */
export async function importCollectionStatement(
  db: Knex,
  actor: AuthUser,
  lines: AsyncIterable<StatementLine>,
  {
    facts = {},
    returnFee = DEFAULT_RETURN_FEE,
  }: { facts?: StatementFacts; returnFee?: string | undefined } = {},
): Promise<CollectionImport> {
  const read: StatementLine[] = [];
  for await (const line of lines) read.push(line);
  return db.transaction(async (trx) => {
    if (facts.statementId) {
      const balance = facts.closingBalance;
      await trx('collectionStatements')
        .insert({
          id: facts.statementId,
          closingBalance: balance?.amount ?? null,
          currency: balance?.currency ?? null,
          closingDate: balance?.date ?? null,
          importedBy: actor.id,
        })
        .onConflict('id')
        .ignore();
    }
    const fresh: (StatementLine & { entry: string })[] = [];
    for (let start = 0; start < read.length; start += INSERT_BATCH) {
      const inserted = (await trx('collectionStatementLines')
        .insert(
          read.slice(start, start + INSERT_BATCH).map((line) => ({
            entry: line.entry,
            credit: line.credit,
            amount: line.amount,
            currency: line.currency,
            valueDate: line.valueDate,
            reference: line.creditorReference,
            endToEndId: line.endToEndId,
            payerName: line.payerName?.slice(0, 140) ?? null,
            returned: line.returned,
            counterpartyIban: line.counterpartyIban?.slice(0, 34) ?? null,
            importedBy: actor.id,
          })),
        )
        .onConflict('entry')
        .ignore()
        .returning('entry')) as { entry: string }[];
      const kept = new Set(inserted.map((row) => row.entry));
      fresh.push(...read.slice(start, start + INSERT_BATCH).filter((line) => kept.has(line.entry)));
    }
    const counts = { held: 0, payoutsPaid: 0, payoutsReturned: 0, waiting: 0 };
    const received: { paymentId: number; orderId: number }[] = [];
    const mark = (entry: string, fields: Record<string, unknown>) =>
      trx('collectionStatementLines').where({ entry }).update(fields);
    const wait = async (entry: string, reason: string) => {
      counts.waiting += 1;
      await mark(entry, { unmatchedReason: reason });
    };
    for (const line of fresh) {
      const payout = line.endToEndId
        ? ((await trx('payouts').where({ endToEndId: line.endToEndId }).forUpdate().first()) as
            PayoutRecord | undefined)
        : undefined;
      if (payout) {
        const verdict = payoutVerdict(line, payout, returnFee);
        if (verdict === 'paid') {
          await trx('payouts').where({ id: payout.id }).update({ status: 'paid', settledAt: new Date() });
          await postEntry(trx, {
            kind: 'payout_confirmed',
            key: `payout_confirmed:${payout.id}`,
            memo: `Payout ${line.endToEndId} debited by the bank`,
            postedBy: actor.id,
            lines: [
              { account: { kind: 'payouts_in_transit' }, amount: String(payout.amount) },
              { account: { kind: 'collection_bank' }, amount: `-${String(payout.amount)}` },
            ],
          });
          counts.payoutsPaid += 1;
          await mark(line.entry, { payoutId: payout.id });
        } else if (verdict === 'returned') {
          await returnPayout(
            trx,
            payout.id,
            line.amount,
            `Payout ${line.endToEndId} returned by the payee’s bank (${line.entry})`,
            actor.id,
          );
          counts.payoutsReturned += 1;
          await mark(line.entry, { payoutId: payout.id });
        } else {
          await wait(line.entry, verdict.review);
        }
        continue;
      }
      if (line.currency !== ORDER_CURRENCY) {
        await wait(line.entry, `In ${line.currency}: protected orders are paid in ${ORDER_CURRENCY}`);
        continue;
      }
      const order =
        line.credit && line.creditorReference
          ? (await lockedOrders(trx, { paymentReference: line.creditorReference, protected: true }))[0]
          : undefined;
      if (!order) {
        await wait(
          line.entry,
          !line.credit
            ? 'A debit that carries no payout’s end-to-end id'
            : line.creditorReference
              ? `Its reference ${line.creditorReference} is no protected order’s`
              : 'No RF reference: find the order and record it with its supplier',
        );
        continue;
      }
      // Held only what the order still owes: a late or larger credit would be released to the
      // supplier, or held for an order that is over. It waits, whole, for an operator.
      const parked = await creditBeyondOrder(trx, order, line.amount);
      if (parked) {
        await wait(line.entry, parked);
        continue;
      }
      const paymentId = await recordProtectedPayment(trx, {
        payeeId: order.vendorId,
        orderId: order.id,
        amount: line.amount,
        currency: line.currency,
        valueDate: line.valueDate,
        reference: line.creditorReference,
        payerName: line.payerName,
        statementEntry: `collection:${line.entry}`,
        recordedBy: actor.id,
      });
      await postEntry(trx, {
        kind: 'payment_held',
        key: `payment_held:${paymentId}`,
        memo: `Paid into protection (${line.entry})`,
        orderId: order.id,
        postedBy: actor.id,
        lines: [
          { account: { kind: 'collection_bank' }, amount: line.amount },
          { account: { kind: 'held_for_orders' }, amount: `-${line.amount}` },
        ],
      });
      await mark(line.entry, { orderId: order.id, paymentId });
      received.push({ paymentId, orderId: order.id });
      counts.held += 1;
    }
    await recordEvents(trx, 'payment.received', received);
    return { lines: read.length, ...counts, alreadyImported: read.length - fresh.length };
  });
}

/**
 * Why a credit quoting a protected order is not held for it: the order is cancelled, or the
 * credit is more than the order still owes (paid already, or overpaid). Undefined: hold it.
 */
async function creditBeyondOrder(
  trx: Knex.Transaction,
  order: { id: number; status: string; totalAmount: string },
  amount: string,
): Promise<string | undefined> {
  if (order.status === 'cancelled') return `Order ${order.id} is cancelled: refund the payer, or assign it`;
  const owed = toCents(order.totalAmount) - toCents(await paidForOrder(trx, order.id));
  if (toCents(amount) <= owed) return undefined;
  return owed <= 0n
    ? `Order ${order.id} is paid in full already: refund the payer, or assign it`
    : `Pays ${amount}, more than the ${fromCents(owed)} order ${order.id} still owes: refund the difference, or assign it`;
}

/**
 * A paid payout the payee's bank sent back: what the bank credited (the payout, less any fee the
 * bank kept) is owed to the payee again, and no more.
 */
export async function returnPayout(
  trx: Knex.Transaction,
  payoutId: number,
  credited: string,
  memo: string,
  postedBy: string | null,
): Promise<void> {
  const [payout] = (await trx('payouts')
    .where({ id: payoutId })
    .update({ status: 'rejected', settledAt: new Date() })
    .returning(['payeeId', 'accountKind'])) as { payeeId: string; accountKind: Payout['accountKind'] }[];
  await postEntry(trx, {
    kind: 'payout_returned',
    key: `payout_returned:${payoutId}`,
    memo,
    postedBy,
    lines: [
      { account: { kind: 'collection_bank' }, amount: credited },
      { account: { kind: payout!.accountKind, companyId: payout!.payeeId }, amount: `-${credited}` },
    ],
  });
  await recordEvents(trx, 'payout.returned', [{ payoutId, payeeId: payout!.payeeId, amount: credited }]);
}

/** A protected order cancelled with money held: all of it is owed back to the buyer. */
export async function refundHeldOnCancel(
  trx: Knex.Transaction,
  orderId: number,
  postedBy: string | null,
): Promise<void> {
  const [order] = (await orderFacts(trx).where({ id: orderId, protected: true }).select('buyerId')) as {
    buyerId: string;
  }[];
  if (!order) return;
  const held = toCents(await heldForOrder(trx, orderId));
  if (held <= 0n) return;
  await postEntry(trx, {
    kind: 'refund',
    key: `refund:cancelled:${orderId}`,
    memo: 'Refund of an order cancelled while its money was held',
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
    `SELECT orders.id, orders.status, orders.total_amount::text AS total,
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
      currency: ORDER_CURRENCY,
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
