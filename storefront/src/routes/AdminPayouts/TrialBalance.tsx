import { ACCOUNT_NAMES } from '@rawex/api/contracts';
import { BalanceTable, formatPrice } from '@rawex/ui-kit';
import { useTrialBalance } from '../../data/settlement';
import * as page from '../../styles/page.css';

/**
 * Every account of the settlement ledger, a table per currency: each book's difference is zero
 * while the books are whole, and no currency is added to another.
 */
export function TrialBalanceTable() {
  const { data, error } = useTrialBalance();
  const books = data?.books ?? [];
  return (
    <section className={page.panel} aria-label="Trial balance">
      {books.length === 0 ? (
        <BalanceTable
          caption="Trial balance"
          loading={!data && !error}
          error={error && 'Failed to load the trial balance.'}
          rows={[]}
        />
      ) : (
        books.map((book) => (
          <BalanceTable
            key={book.currency}
            caption={`Trial balance in ${book.currency}`}
            rows={book.accounts.map((account) => ({
              id: `${account.kind}:${account.companyId ?? ''}`,
              label: ACCOUNT_NAMES[account.kind],
              detail: account.companyName,
              debits: formatPrice(account.debits, book.currency),
              credits: formatPrice(account.credits, book.currency),
              balance: formatPrice(account.balance, book.currency),
            }))}
            totals={{
              label: 'Total (difference)',
              debits: formatPrice(book.debits, book.currency),
              credits: formatPrice(book.credits, book.currency),
              balance: formatPrice(book.difference, book.currency),
            }}
          />
        ))
      )}
    </section>
  );
}
