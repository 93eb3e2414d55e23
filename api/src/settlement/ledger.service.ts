import type { Knex } from 'knex';
import { fromCents, toCents } from '../payments/index.ts';
import type { LedgerEntries, TrialBalance } from './settlement.contract.ts';
import { ACCOUNT_NAMES, type AccountKind, type EntryKind } from './settlement-values.contract.ts';

/** An account of the ledger: one of each kind, or per company for the payables. */
export interface AccountRef {
  kind: AccountKind;
  companyId?: string | null;
}

/** One line of an entry: a debit is positive, a credit negative (decimal strings). */
export interface EntryLine {
  account: AccountRef;
  amount: string;
  orderId?: number | null;
}

export interface EntryToPost {
  kind: Exclude<EntryKind, 'reversal'>;
  /**
   * What makes the entry once-only ("release:order:42"): posting the same key again posts
   * nothing, so a money event retried or raced is never counted twice.
   */
  key: string;
  memo: string;
  /** Every line's: an entry moves money in one currency (an order's, a payout's). */
  currency: string;
  orderId?: number | null;
  postedBy?: string | null;
  lines: readonly EntryLine[];
}

/** The lines with an amount: a line of zero says nothing and the ledger refuses it. */
const withAmounts = (lines: readonly EntryLine[]) => lines.filter((line) => toCents(line.amount) !== 0n);

/** The ids of the accounts named, made the first time each is used. */
async function accountIds(trx: Knex.Transaction, accounts: readonly AccountRef[]): Promise<number[]> {
  const wanted = JSON.stringify(
    accounts.map((account, position) => ({
      kind: account.kind,
      company_id: account.companyId ?? null,
      position,
    })),
  );
  await trx.raw(
    `INSERT INTO settlement_accounts (kind, company_id)
     SELECT DISTINCT kind, company_id FROM jsonb_to_recordset(?::jsonb) AS account (kind text, company_id text)
     ON CONFLICT ON CONSTRAINT settlement_accounts_unique DO NOTHING`,
    [wanted],
  );
  const { rows } = (await trx.raw(
    `SELECT account.id FROM jsonb_to_recordset(?::jsonb) AS wanted (kind text, company_id text, position integer)
     JOIN settlement_accounts account
       ON account.kind = wanted.kind AND account.company_id IS NOT DISTINCT FROM wanted.company_id
     ORDER BY wanted.position`,
    [wanted],
  )) as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

/**
 * Posts one entry in the caller's transaction and answers its id, or undefined when an entry with
 * its key was posted before (nothing is posted twice). The database checks, as the transaction
 * commits, that its lines balance and that no order's held money goes below nothing.
 */
export async function postEntry(trx: Knex.Transaction, entry: EntryToPost): Promise<number | undefined> {
  const lines = withAmounts(entry.lines);
  const ids = await accountIds(
    trx,
    lines.map((line) => line.account),
  );
  const [posted] = (await trx('journalEntries')
    .insert({
      kind: entry.kind,
      key: entry.key,
      orderId: entry.orderId ?? null,
      memo: entry.memo,
      postedBy: entry.postedBy ?? null,
    })
    .onConflict('key')
    .ignore()
    .returning('id')) as { id: number }[];
  if (!posted) return undefined;
  await trx('journalLines').insert(
    lines.map((line, index) => ({
      entryId: posted.id,
      line: index + 1,
      accountId: ids[index],
      orderId: line.orderId ?? entry.orderId ?? null,
      amount: line.amount,
      currency: entry.currency,
    })),
  );
  return posted.id;
}

/**
 * Reverses the entry posted under `key`, once: a new entry with every line negated. Answers the
 * reversal's id, or undefined when there was nothing to reverse or it was reversed before.
 */
export async function reverseEntry(
  trx: Knex.Transaction,
  key: string,
  memo: string,
  postedBy: string | null = null,
): Promise<number | undefined> {
  const original = (await trx('journalEntries').where({ key }).first('id', 'orderId')) as
    { id: number; orderId: number | null } | undefined;
  if (!original) return undefined;
  const [reversal] = (await trx('journalEntries')
    .insert({
      kind: 'reversal',
      key: `reversal:${key}`,
      orderId: original.orderId,
      reverses: original.id,
      memo,
      postedBy,
    })
    .onConflict('key')
    .ignore()
    .returning('id')) as { id: number }[];
  if (!reversal) return undefined;
  await trx.raw(
    `INSERT INTO journal_lines (entry_id, line, account_id, order_id, amount, currency)
     SELECT ?, line, account_id, order_id, -amount, currency FROM journal_lines WHERE entry_id = ?`,
    [reversal.id, original.id],
  );
  return reversal.id;
}

/** What the order has in protection now: what was paid into it less what left it. */
export async function heldForOrder(db: Knex, orderId: number): Promise<string> {
  const row = (await db('journalLines')
    .join('settlementAccounts', 'settlementAccounts.id', 'journalLines.accountId')
    .where({ 'settlementAccounts.kind': 'held_for_orders', 'journalLines.orderId': orderId })
    .first(db.raw('coalesce(-sum(journal_lines.amount), 0)::numeric(14, 2)::text AS held'))) as
    { held: string } | undefined;
  return row?.held ?? '0.00';
}

/**
 * Every account's balance in each currency, debits and credits apart, and their sums, a book per
 * currency: its debits always equal its credits, so each `difference` is zero while the books are
 * whole. Nothing is converted: a currency's book balances on its own.
 */
export async function trialBalance(db: Knex): Promise<TrialBalance> {
  const { rows } = (await db.raw(
    `SELECT line.currency::text AS currency, account.kind, account.company_id,
            company_name(account.company_id) AS company_name,
            coalesce(sum(line.amount) FILTER (WHERE line.amount > 0), 0)::numeric(14, 2)::text AS debits,
            coalesce(-sum(line.amount) FILTER (WHERE line.amount < 0), 0)::numeric(14, 2)::text AS credits,
            sum(line.amount)::numeric(14, 2)::text AS balance
     FROM settlement_accounts account
     JOIN journal_lines line ON line.account_id = account.id
     GROUP BY line.currency, account.id
     ORDER BY line.currency, account.kind, company_name, account.id`,
  )) as {
    rows: {
      currency: string;
      kind: AccountKind;
      company_id: string | null;
      company_name: string | null;
      debits: string;
      credits: string;
      balance: string;
    }[];
  };
  const books = new Map<
    string,
    { accounts: TrialBalance['books'][number]['accounts']; debits: bigint; credits: bigint }
  >();
  for (const row of rows) {
    const book = books.get(row.currency) ?? { accounts: [], debits: 0n, credits: 0n };
    books.set(row.currency, book);
    book.debits += toCents(row.debits);
    book.credits += toCents(row.credits);
    book.accounts.push({
      kind: row.kind,
      name: ACCOUNT_NAMES[row.kind],
      companyId: row.company_id,
      companyName: row.company_name,
      debits: row.debits,
      credits: row.credits,
      balance: row.balance,
    });
  }
  return {
    books: [...books].map(([currency, book]) => ({
      currency,
      accounts: book.accounts,
      debits: fromCents(book.debits),
      credits: fromCents(book.credits),
      difference: fromCents(book.debits - book.credits),
    })),
  };
}

/**
 * A firm's entries in the ledger: every line of its payables' entries, oldest first, with the running
 * balance owed to it in the line's currency (credits raise it), and what it stands at in each.
 */
export async function firmLedgerEntries(db: Knex, companyId: string): Promise<LedgerEntries> {
  const { rows } = (await db.raw(
    `SELECT entry.id AS entry_id, entry.kind, entry.memo, entry.order_id, entry.posted_at, account.kind AS account,
            line.currency::text AS currency, (-line.amount)::text AS amount,
            (sum(-line.amount) OVER (PARTITION BY line.currency ORDER BY entry.id, line.line))::numeric(14, 2)::text AS balance
     FROM journal_lines line
     JOIN settlement_accounts account ON account.id = line.account_id
     JOIN journal_entries entry ON entry.id = line.entry_id
     WHERE account.company_id = ?
     ORDER BY entry.id, line.line`,
    [companyId],
  )) as {
    rows: {
      entry_id: number;
      kind: EntryKind;
      memo: string;
      order_id: number | null;
      posted_at: Date;
      account: AccountKind;
      currency: string;
      amount: string;
      balance: string;
    }[];
  };
  const balances = new Map<string, string>();
  for (const row of rows) balances.set(row.currency, row.balance);
  return {
    balances: [...balances]
      .sort(([one], [other]) => one.localeCompare(other))
      .map(([currency, balance]) => ({ currency, balance })),
    lines: rows.map((row) => ({
      entryId: row.entry_id,
      kind: row.kind,
      memo: row.memo,
      orderId: row.order_id,
      postedAt: new Date(row.posted_at).toISOString(),
      account: row.account,
      currency: row.currency,
      amount: row.amount,
      balance: row.balance,
    })),
  };
}
