import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceTable } from './BalanceTable';

describe('BalanceTable', () => {
  it('lists each account with its whose-it-is, and the sums in the footer', () => {
    render(
      <BalanceTable
        caption="Trial balance"
        rows={[
          {
            id: '1',
            label: 'Payable to suppliers',
            detail: 'Andes Coffee',
            debits: '$0.00',
            credits: '$9.00',
            balance: '-$9.00',
          },
        ]}
        totals={{ debits: '$9.00', credits: '$9.00', balance: '$0.00' }}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Trial balance' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AccountDebitsCreditsBalance',
      'Payable to suppliersAndes Coffee$0.00$9.00-$9.00',
      'Total$9.00$9.00$0.00',
    ]);
  });

  it('says so when no account has an entry', () => {
    render(<BalanceTable caption="Trial balance" rows={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No account has an entry yet.')).toBeInTheDocument();
  });
});
