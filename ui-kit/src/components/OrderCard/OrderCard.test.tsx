import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../model';
import { OrderCard } from './OrderCard';

const line = (id: number, name: string, quantity: number, unit: string, unitPrice: string) => ({
  id,
  quantity,
  unitPrice,
  totalPrice: (Number(unitPrice) * quantity).toFixed(2),
  product: { name, images: [], unit },
});

const order: OrderRecord = {
  id: 42,
  status: 'confirmed',
  totalAmount: '7260000.00',
  currency: 'USD',
  shippingAddress: 'Berth 7, Port of Qingdao',
  notes: null,
  createdAt: '2026-12-01T09:00:00Z',
  updatedAt: '2026-12-02T09:00:00Z',
  items: [line(1, 'Iron ore fines 62% Fe', 60_000, 'metric ton', '121.00')],
  vendor: { companyName: 'Pilbara Minerals Trading', location: 'Perth, Australia' },
  buyer: { companyName: 'Qingdao Steel Works' },
};

describe('OrderCard', () => {
  it('shows a buyer its supplier, and a supplier its buyer', () => {
    const { unmount } = render(<OrderCard order={order} />);
    expect(screen.getByText('Supplier').nextSibling).toHaveTextContent(
      'Pilbara Minerals Trading · Perth, Australia',
    );
    expect(screen.queryByText('Buyer')).toBeNull();
    unmount();
    render(<OrderCard order={order} counterparty="buyer" />);
    expect(screen.getByText('Buyer').nextSibling).toHaveTextContent('Qingdao Steel Works');
    expect(screen.queryByText('Supplier')).toBeNull();
    expect(screen.queryByText(/Pilbara/)).toBeNull();
  });

  it('counts quantities in their unit, and adds them up only in one unit', () => {
    const { unmount } = render(<OrderCard order={order} />);
    expect(screen.getByText('1 product · 60,000 metric tons')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Items' }));
    expect(items.getByText('60,000 metric tons x $121.00')).toBeInTheDocument();
    unmount();
    render(
      <OrderCard
        order={{
          ...order,
          items: [
            ...order.items,
            line(2, 'Coking coal', 1, 'metric ton', '230.00'),
            line(3, 'Crude', 20, 'barrel', '80.00'),
          ],
        }}
      />,
    );
    expect(screen.getByText('3 products')).toBeInTheDocument();
    expect(screen.getByText('1 metric ton x $230.00')).toBeInTheDocument();
    expect(screen.getByText('20 barrels x $80.00')).toBeInTheDocument();
  });
});
