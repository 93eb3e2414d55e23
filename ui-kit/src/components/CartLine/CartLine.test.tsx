import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCart } from '@rawex/fixtures/records';
import { CartLine } from './CartLine';

const item = {
  ...demoCart[0]!,
  quantity: 3,
  product: { ...demoCart[0]!.product, price: '0.10', minimumOrder: 3 },
};

const renderLine = (variant: 'drawer' | 'page', onQuantityChange = vi.fn()) =>
  render(
    <ul>
      <CartLine item={item} variant={variant} onQuantityChange={onQuantityChange} onRemove={() => {}} />
    </ul>,
  );

describe('CartLine', () => {
  it('totals the line in cents: 3 × $0.10 is $0.30', () => {
    renderLine('page');
    expect(screen.getByText('$0.30')).toBeInTheDocument();
  });

  it('on the cart page, the minus button is disabled at the minimum order', () => {
    renderLine('page');
    expect(screen.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
  });

  it('in the drawer, the quantity may go down to 1', async () => {
    const onQuantityChange = vi.fn();
    renderLine('drawer', onQuantityChange);
    await userEvent.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect(onQuantityChange).toHaveBeenCalledWith(item, 2);
  });
});
