import { listFallback } from '../ListFallback/ListFallback';
import * as styles from './BalanceTable.css';

export interface BalanceRow {
  id: string;
  /** The account's name: "Payable to suppliers". */
  label: string;
  /** Whose it is, under the name: "Andes Coffee". */
  detail?: string | null;
  /** Amounts already formatted. */
  debits: string;
  credits: string;
  balance: string;
}

export interface BalanceTableProps {
  /** The table's caption, also its name to assistive technology. */
  caption: string;
  rows: readonly BalanceRow[];
  /** The sums of the columns, and what tells whether they agree. */
  totals?: { debits: string; credits: string; balance: string; label?: string };
  loading?: boolean;
  error?: string;
  emptyText?: string;
}

/**
 * Accounts with their debits, credits and balance, and the sums under them: a trial balance. On a
 * phone only the balance shows beside each account.
 */
export function BalanceTable({
  caption,
  rows,
  totals,
  loading,
  error,
  emptyText = 'No account has an entry yet.',
}: BalanceTableProps) {
  const fallback = listFallback({ loading, error, empty: rows.length === 0, emptyText, height: '10rem' });
  if (fallback) return fallback;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.head}>
              Account
            </th>
            <th scope="col" className={`${styles.amountHead} ${styles.detailColumn}`}>
              Debits
            </th>
            <th scope="col" className={`${styles.amountHead} ${styles.detailColumn}`}>
              Credits
            </th>
            <th scope="col" className={styles.amountHead}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={styles.row}>
              <th scope="row" className={styles.label}>
                {row.label}
                {row.detail && <span className={styles.detail}>{row.detail}</span>}
              </th>
              <td className={`${styles.amount} ${styles.detailColumn}`}>{row.debits}</td>
              <td className={`${styles.amount} ${styles.detailColumn}`}>{row.credits}</td>
              <td className={styles.amount}>{row.balance}</td>
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr className={styles.totals}>
              <th scope="row" className={styles.label}>
                {totals.label ?? 'Total'}
              </th>
              <td className={`${styles.amount} ${styles.detailColumn}`}>{totals.debits}</td>
              <td className={`${styles.amount} ${styles.detailColumn}`}>{totals.credits}</td>
              <td className={styles.amount}>{totals.balance}</td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
