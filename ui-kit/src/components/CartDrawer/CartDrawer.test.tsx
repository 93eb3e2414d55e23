import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoCart } from '@rawex/fixtures/records';
import { CartDrawer, type CartDrawerProps } from './CartDrawer';

const renderDrawer = (props: Partial<CartDrawerProps> = {}) => {
  const handlers = {
    onOpenChange: vi.fn(),
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    onCheckout: vi.fn(),
  };
  render(<CartDrawer open items={demoCart} {...handlers} {...props} />);
  return handlers;
};

describe('CartDrawer', () => {
  it('totals the lines and lets quantities go down to 1', async () => {
    const item = {
      ...demoCart[0]!,
      quantity: 2,
      unitPrice: '10.00',
      lineTotal: '20.00',
      product: { ...demoCart[0]!.product, price: '10.00', minimumOrder: 50, orderMultiple: 1 },
    };
    const handlers = renderDrawer({ items: [item] });
    expect(screen.getAllByText('$20.00')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect(handlers.onQuantityChange).toHaveBeenCalledWith(item, 1);
  });

  it('closes itself before handing over to checkout', async () => {
    const handlers = renderDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(handlers.onOpenChange).toHaveBeenCalledWith(false);
    expect(handlers.onCheckout).toHaveBeenCalledOnce();
  });

  it('shows the empty cart without a checkout button', () => {
    renderDrawer({ items: [] });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('says when the cart could not be loaded', () => {
    renderDrawer({ items: undefined, error: '503: Service Unavailable' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch cart');
  });
});
