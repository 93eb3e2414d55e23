import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { checkTradeCurrencies } from '../currencies/index.ts';
import { recordEvents } from '../notifications/index.ts';
import { collectionAccount, fromCents, moneyText, toCents } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, notFound } from '../platform/errors/index.ts';
import { postEntry, reverseEntry } from './ledger.service.ts';
import { painFile, type PaidPayout } from './pain-files.ts';
import type { Payout, PayoutBatch } from './settlement.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

interface PayoutRow extends PaidPayout {
  id: number;
  batchId: number;
  status: Payout['status'];
  createdAt: Date;
  settledAt: Date | null;
}

const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  batchId: row.batchId,
  payeeId: row.payeeId,
  payeeName: row.payeeName,
  accountKind: row.accountKind,
  amount: String(row.amount),
  currency: row.currency.trim(),
  endToEndId: row.endToEndId,
  iban: row.iban,
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
  settledAt: row.settledAt ? new Date(row.settledAt).toISOString() : null,
});

const payoutsQuery = (db: Knex) =>
  db('payouts')
    .join('payoutBatches', 'payoutBatches.id', 'payouts.batchId')
    .select('payouts.*', 'payoutBatches.createdAt', db.raw(`company_name(payouts.payee_id) AS payee_name`));

/** A payee's account changed lately: nothing is paid to it until its hold ends. */
const HELD_ACCOUNT = `coalesce(bank.payouts_held_until > now(), false)`;

/** An end-to-end id the bank carries back on its statement: "RX" and 16 random hex digits. */
const newEndToEndId = () => `RXPO${randomBytes(8).toString('hex').toUpperCase()}`;

const painUrl = (batchId: number) => `/api/admin/payouts/batches/${batchId}/pain.001`;

/**
 * A batch of payouts in one currency from what is owed in it: every supplier payable (released
 * money only: nothing held reaches a payable) and buyer refund of at least `minimumAmount` whose
 * company has an IBAN in that currency on file, each one a payout with an end-to-end id and an entry moving it to
 * payouts in transit. What is owed in another currency is paid by that currency's batch, never
 * converted. Payables below the minimum, or with no IBAN, wait and are named. One batch at a time.
 */
export async function createPayoutBatch(
  db: Knex,
  actor: AuthUser,
  { currency, minimumAmount }: { currency: string; minimumAmount: string },
): Promise<PayoutBatch> {
  await checkTradeCurrencies(db, 'currency', [currency]);
  const account = await collectionAccount(db);
  if (!account) {
    throw new AppError({
      status: 409,
      code: 'protection_unavailable',
      title: 'Conflict',
      detail: 'Set the collection account first: payouts are sent from it.',
    });
  }
  const batchId = await db.transaction(async (trx) => {
    // One batch at a time: two at once would pay a payable twice.
    await trx.raw(`SELECT pg_advisory_xact_lock(hashtext('rawex payout batch'))`);
    const { rows: owed } = (await trx.raw(
      `SELECT account.kind, account.company_id, (-sum(line.amount))::numeric(14, 2)::text AS owed,
              bank.account_holder, bank.iban, bank.bic
       FROM settlement_accounts account
       JOIN journal_lines line ON line.account_id = account.id AND line.currency = :currency
       LEFT JOIN payout_accounts() bank ON bank.company_id = account.company_id AND bank.currency = :currency
       WHERE account.kind IN ('supplier_payable', 'refunds_payable')
         AND NOT ${HELD_ACCOUNT}
       GROUP BY account.id, bank.account_holder, bank.iban, bank.bic
       HAVING -sum(line.amount) > 0
       ORDER BY account.company_id, account.kind`,
      { currency },
    )) as {
      rows: {
        kind: Payout['accountKind'];
        company_id: string;
        owed: string;
        account_holder: string | null;
        iban: string | null;
        bic: string | null;
      }[];
    };
    const messageId = `RX-PAYOUTS-${new Date().toISOString().slice(0, 10)}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const [batch] = (await trx('payoutBatches')
      .insert({
        messageId,
        currency,
        createdBy: actor.id,
      })
      .returning('id')) as { id: number }[];
    const paid: { payoutId: number; payeeId: string; amount: string; currency: string }[] = [];
    for (const payable of owed) {
      if (toCents(payable.owed) < toCents(minimumAmount) || !payable.iban) continue;
      const [payout] = (await trx('payouts')
        .insert({
          batchId: batch!.id,
          payeeId: payable.company_id,
          accountKind: payable.kind,
          amount: payable.owed,
          currency,
          endToEndId: newEndToEndId(),
          accountHolder: payable.account_holder,
          iban: payable.iban,
          bic: payable.bic,
        })
        .returning(['id', 'endToEndId'])) as { id: number; endToEndId: string }[];
      await postEntry(trx, {
        kind: 'payout_sent',
        key: `payout_sent:${payout!.id}`,
        memo: `Payout ${payout!.endToEndId} in batch ${batch!.id}`,
        currency,
        postedBy: actor.id,
        lines: [
          { account: { kind: payable.kind, companyId: payable.company_id }, amount: payable.owed },
          { account: { kind: 'payouts_in_transit' }, amount: `-${payable.owed}` },
        ],
      });
      paid.push({ payoutId: payout!.id, payeeId: payable.company_id, amount: payable.owed, currency });
    }
    // The file is written before anything commits: a payee's bank details it cannot carry refuse
    // the whole batch, and no entry is left posted for a file that was never made.
    const rows = (await payoutsQuery(trx)
      .where('payouts.batchId', batch!.id)
      .orderBy('payouts.id')) as PayoutRow[];
    painFile({ messageId, createdAt: new Date() }, account, rows);
    await recordEvents(trx, 'payout.sent', paid);
    return batch!.id;
  });
  return getPayoutBatch(db, batchId, minimumAmount);
}

/** A batch, its payouts, and (when `minimumAmount` is given) what waits and why. */
export async function getPayoutBatch(db: Knex, id: number, minimumAmount?: string): Promise<PayoutBatch> {
  const batch = (await db('payoutBatches').where({ id }).first()) as
    { id: number; messageId: string; currency: string; createdAt: Date } | undefined;
  if (!batch) throw notFound('Payout batch not found', 'payout_batch_not_found');
  const payouts = (
    (await payoutsQuery(db).where('payouts.batchId', id).orderBy('payouts.id')) as PayoutRow[]
  ).map(toPayout);
  const skipped = minimumAmount ? await waitingPayables(db, batch.currency.trim(), minimumAmount) : [];
  return {
    id: batch.id,
    messageId: batch.messageId,
    currency: batch.currency.trim(),
    total: fromCents(payouts.reduce((sum, payout) => sum + toCents(payout.amount), 0n)),
    createdAt: new Date(batch.createdAt).toISOString(),
    painUrl: painUrl(batch.id),
    payouts,
    skipped,
  };
}

/** What is owed in `currency` and not in a payout, with why it waits. */
async function waitingPayables(
  db: Knex,
  currency: string,
  minimumAmount: string,
): Promise<PayoutBatch['skipped']> {
  const { rows } = (await db.raw(
    `SELECT account.company_id, (-sum(line.amount))::numeric(14, 2)::text AS owed,
            bool_or(bank.iban IS NOT NULL) AS has_iban,
            max(bank.payouts_held_until) FILTER (WHERE ${HELD_ACCOUNT}) AS held_until,
            company_name(account.company_id) AS name
     FROM settlement_accounts account
     JOIN journal_lines line ON line.account_id = account.id AND line.currency = :currency
     LEFT JOIN payout_accounts() bank ON bank.company_id = account.company_id AND bank.currency = :currency
     WHERE account.kind IN ('supplier_payable', 'refunds_payable')
     GROUP BY account.id
     HAVING -sum(line.amount) > 0
     ORDER BY account.company_id`,
    { currency },
  )) as {
    rows: {
      company_id: string;
      owed: string;
      has_iban: boolean;
      held_until: Date | null;
      name: string | null;
    }[];
  };
  return rows.map((row) => ({
    payeeId: row.company_id,
    payeeName: row.name,
    amount: row.owed,
    reason: !row.has_iban
      ? `No IBAN in ${currency} on file: the company sets its bank account in ${currency} at /company`
      : row.held_until
        ? `Its bank account was changed: payouts wait until ${new Date(row.held_until).toISOString()}, in case an owner cancels the change`
        : `Below the batch’s minimum of ${moneyText(minimumAmount, currency)}`,
  }));
}

/** The batch's pain.001 file, as `createPayoutBatch` checked it could be written. */
export async function payoutBatchPain(db: Knex, id: number): Promise<{ filename: string; xml: string }> {
  const batch = await getPayoutBatch(db, id);
  const account = await collectionAccount(db);
  if (!account) throw notFound('Payout batch not found', 'payout_batch_not_found');
  const rows = (await db('payouts')
    .where({ batchId: id })
    .whereNot({ status: 'cancelled' })
    .orderBy('id')) as PayoutRow[];
  return {
    filename: `${batch.messageId}.xml`,
    xml: painFile({ ...batch, createdAt: new Date(batch.createdAt) }, account, rows),
  };
}

/**
 * An operator cancels a batch whose file the bank has not debited yet: each payout's entry is
 * reversed (what it paid is owed again) and the payout cancelled. A batch with a payout the bank
 * paid or returned already is refused (409), as is one cancelled before.
 */
export async function cancelPayoutBatch(db: Knex, actor: AuthUser, id: number): Promise<PayoutBatch> {
  await db.transaction(async (trx) => {
    const batch = (await trx('payoutBatches').where({ id }).forUpdate().first('id', 'cancelledAt')) as
      { id: number; cancelledAt: Date | null } | undefined;
    if (!batch) throw notFound('Payout batch not found', 'payout_batch_not_found');
    const payouts = (await trx('payouts')
      .where({ batchId: id })
      .forUpdate()
      .select('id', 'status', 'endToEndId')) as { id: number; status: string; endToEndId: string }[];
    const settled = payouts.find((payout) => payout.status !== 'sent');
    if (batch.cancelledAt || settled) {
      throw new AppError({
        status: 409,
        code: 'payout_batch_settled',
        title: 'Conflict',
        detail: batch.cancelledAt
          ? 'This batch is cancelled already.'
          : `Payout ${settled!.endToEndId} is ${settled!.status} by the bank: a batch the bank has acted on cannot be cancelled.`,
      });
    }
    for (const payout of payouts) {
      await reverseEntry(
        trx,
        `payout_sent:${payout.id}`,
        `Batch ${id} cancelled before the bank paid it`,
        actor.id,
      );
    }
    await trx('payouts').where({ batchId: id }).update({ status: 'cancelled', settledAt: new Date() });
    await trx('payoutBatches').where({ id }).update({ cancelledAt: new Date() });
  });
  return getPayoutBatch(db, id);
}

/** Payouts, newest first: an administrator's all, a company's its own. */
export async function listPayouts(
  db: Knex,
  actor: AuthUser,
  query: { limit: number; offset: number },
  every = false,
): Promise<ListPage<Payout>> {
  const filtered = (builder: Knex.QueryBuilder) =>
    every ? builder : builder.where('payouts.payeeId', actor.companyId);
  const [rows, counted] = await Promise.all([
    filtered(payoutsQuery(db)).orderBy('payouts.id', 'desc').limit(query.limit).offset(query.offset),
    filtered(db('payouts')).count({ total: '*' }).first(),
  ]);
  return { items: (rows as PayoutRow[]).map(toPayout), total: Number(counted?.total ?? 0) };
}
