import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLadder } from './PriceLadder';

const ladder = {
  price: '4.20',
  currency: 'USD',
  minimumOrder: 100,
  orderMultiple: 25,
  unit: 'kg',
  tiers: [
    { minQuantity: 500, price: '3.90' },
    { minQuantity: 1000, price: '3.60' },
  ],
};

describe('PriceLadder', () => {
  it('lists each band to one multiple below the next rung, with its price', () => {
    render(<PriceLadder {...ladder} reachedFrom={500} />);
    const rows = within(screen.getByRole('table', { name: 'Price by quantity' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'QuantityPrice per kg',
      '100 – 475 kg$4.20',
      '500 – 975 kg$3.90',
      '1,000 kg or more$3.60',
    ]);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Sold in multiples of 25 kg')).toBeInTheDocument();
  });

  it('shows no table without rungs, and no multiple of one', () => {
    const { container } = render(<PriceLadder {...ladder} tiers={[]} orderMultiple={1} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(container).toHaveTextContent('');
  });
});
