import type { Knex } from 'knex';
import { fromCents, toCents } from '../payments/index.ts';
import type { BankReconciliation, ReviewLine } from './reconciliation.contract.ts';
import type { ListPage } from '../platform/common.contract.ts';

/**
 * In each currency, the collection account's balance by the ledger beside the newest statement's
 * closing balance in it: their difference is what the bank holds that the books do not explain,
 * and the lines waiting for review say where to look. No currency is converted into another.
 */
export async function bankReconciliation(db: Knex): Promise<BankReconciliation> {
  const { rows } = (await db.raw(
    `WITH moved_in AS (
       SELECT DISTINCT line.currency FROM journal_lines line
         JOIN settlement_accounts account ON account.id = line.account_id
        WHERE account.kind = 'collection_bank'
       UNION SELECT currency FROM collection_statements WHERE currency IS NOT NULL
       UNION SELECT currency FROM collection_statement_lines WHERE unmatched_reason IS NOT NULL)
     SELECT moved_in.currency::text AS currency,
            (SELECT coalesce(sum(line.amount), 0)::numeric(14, 2)::text FROM journal_lines line
               JOIN settlement_accounts account ON account.id = line.account_id
              WHERE account.kind = 'collection_bank' AND line.currency = moved_in.currency) AS ledger,
            (SELECT json_build_object('id', id, 'date', closing_date::text, 'closingBalance', closing_balance::text)
               FROM collection_statements WHERE currency = moved_in.currency
              ORDER BY closing_date DESC, imported_at DESC LIMIT 1) AS statement,
            (SELECT count(*) FROM collection_statement_lines
              WHERE unmatched_reason IS NOT NULL AND currency = moved_in.currency) AS waiting_lines,
            (SELECT coalesce(sum(CASE WHEN credit THEN amount ELSE -amount END), 0)::numeric(14, 2)::text
               FROM collection_statement_lines
              WHERE unmatched_reason IS NOT NULL AND currency = moved_in.currency) AS waiting_amount
     FROM moved_in ORDER BY moved_in.currency`,
  )) as {
    rows: {
      currency: string;
      ledger: string;
      statement: BankReconciliation['books'][number]['statement'];
      waiting_lines: string | number;
      waiting_amount: string;
    }[];
  };
  return {
    books: rows.map((row) => ({
      currency: row.currency,
      ledgerBalance: row.ledger,
      statement: row.statement,
      difference: row.statement
        ? fromCents(toCents(row.statement.closingBalance) - toCents(row.ledger))
        : null,
      waiting: { lines: Number(row.waiting_lines), amount: row.waiting_amount },
    })),
  };
}

/** The collection-statement lines waiting for an operator, newest first, with why. */
export async function linesForReview(
  db: Knex,
  query: { limit: number; offset: number },
): Promise<ListPage<ReviewLine>> {
  const waiting = () => db('collectionStatementLines').whereNotNull('unmatchedReason');
  const [rows, counted] = await Promise.all([
    waiting()
      .leftJoin('payouts', 'payouts.endToEndId', 'collectionStatementLines.endToEndId')
      .orderBy([
        { column: 'collectionStatementLines.importedAt', order: 'desc' },
        { column: 'collectionStatementLines.entry', order: 'asc' },
      ])
      .limit(query.limit)
      .offset(query.offset)
      .select(
        'collectionStatementLines.*',
        db.raw('collection_statement_lines.value_date::text AS value_date'),
        'payouts.id as payoutId',
      ),
    waiting().count({ total: '*' }).first(),
  ]);
  return {
    items: (rows as Record<string, unknown>[]).map((row) => ({
      entry: row.entry as string,
      credit: row.credit as boolean,
      amount: String(row.amount),
      currency: String(row.currency).trim(),
      valueDate: row.valueDate as string,
      reference: row.reference as string | null,
      endToEndId: row.endToEndId as string | null,
      payerName: row.payerName as string | null,
      counterpartyIban: row.counterpartyIban as string | null,
      returned: row.returned as boolean,
      payoutId: (row.payoutId as number | null) ?? null,
      reason: row.unmatchedReason as string,
      importedAt: new Date(row.importedAt as string).toISOString(),
    })),
    total: Number(counted?.total ?? 0),
  };
}
