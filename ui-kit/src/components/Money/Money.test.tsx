import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './Money';

describe('Money', () => {
  it.each([
    ['USD', '1234.56', '$1,234.56'],
    ['EUR', '1234.5', '€1,234.50'],
    ['JPY', '162080', '¥162,080'],
    ['KWD', '3709.125', 'KWD 3,709.125'],
  ])('writes %s in its own decimals, exactly as given', (currency, amount, written) => {
    const { container } = render(<Money amount={amount} currency={currency} />);
    expect(container.textContent?.replace(/\s/g, ' ')).toBe(written);
  });

  it('writes a large amount exactly, not through a float', () => {
    const { container } = render(<Money amount="12345678901234.57" currency="USD" />);
    expect(container.textContent).toBe('$12,345,678,901,234.57');
  });

  it('shows an estimate beside the amount, with its rate’s source and day, never instead of it', () => {
    render(
      <Money
        amount="1234.56"
        currency="USD"
        estimate={{ amount: '1140.68', currency: 'EUR', rateDate: '2026-12-03', source: 'ECB' }}
      />,
    );
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('≈ €1,140.68 at the ECB rate of Dec 3, 2026')).toBeInTheDocument();
  });
});
