import type { Knex } from 'knex';
import { recordEvents } from '../notifications/index.ts';
import {
  fromCents,
  toCents,
  type StatementFacts,
  type StatementLine,
  lockedOrders,
  paidForOrder,
  recordProtectedPayment,
} from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { postEntry } from './ledger.service.ts';
import type { CollectionImport, Payout } from './settlement.contract.ts';

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
            currency: payout.currency.trim(),
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
      // Money is held in the order's own currency, never converted: a credit in another waits.
      if (order.currency !== line.currency) {
        await wait(
          line.entry,
          `In ${line.currency}, but order ${order.id} is in ${order.currency}: refund the payer, or assign it`,
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
        currency: order.currency,
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
    .returning(['payeeId', 'accountKind', 'currency'])) as {
    payeeId: string;
    accountKind: Payout['accountKind'];
    currency: string;
  }[];
  await postEntry(trx, {
    kind: 'payout_returned',
    key: `payout_returned:${payoutId}`,
    memo,
    currency: payout!.currency.trim(),
    postedBy,
    lines: [
      { account: { kind: 'collection_bank' }, amount: credited },
      { account: { kind: payout!.accountKind, companyId: payout!.payeeId }, amount: `-${credited}` },
    ],
  });
  await recordEvents(trx, 'payout.returned', [
    { payoutId, payeeId: payout!.payeeId, amount: credited, currency: payout!.currency.trim() },
  ]);
}
