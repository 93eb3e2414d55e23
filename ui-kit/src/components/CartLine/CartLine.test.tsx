import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCart } from '@rawex/fixtures/records';
import { CartLine } from './CartLine';

const item = {
  ...demoCart[0]!,
  quantity: 3,
  unitPrice: '0.10',
  lineTotal: '0.30',
  nextTier: { minQuantity: 12, price: '0.08' },
  product: { ...demoCart[0]!.product, price: '0.10', unit: 'kg', minimumOrder: 3, orderMultiple: 1 },
};

const renderLine = (variant: 'drawer' | 'page', onQuantityChange = vi.fn(), line = item) =>
  render(
    <ul>
      <CartLine item={line} variant={variant} onQuantityChange={onQuantityChange} onRemove={() => {}} />
    </ul>,
  );

describe('CartLine', () => {
  it('shows the price the API gave the line, its total, and the next rung of the ladder', () => {
    renderLine('page');
    expect(screen.getByText('$0.10 per kg')).toBeInTheDocument();
    expect(screen.getByText('$0.30')).toBeInTheDocument();
    expect(screen.getByText('Order 12 kg for $0.08 per kg')).toBeInTheDocument();
  });

  it('moves by the order multiple, in the drawer down to one multiple', async () => {
    const onQuantityChange = vi.fn();
    const packs = {
      ...item,
      quantity: 50,
      product: { ...item.product, minimumOrder: 100, orderMultiple: 25 },
    };
    renderLine('drawer', onQuantityChange, packs);
    await userEvent.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect(onQuantityChange).toHaveBeenCalledWith(packs, 25);
    expect(screen.getByRole('button', { name: /^Decrease/ })).toBeDisabled();
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
