import type { Order } from '@rawex/api/contracts';
import { demoOrders } from '@rawex/fixtures/records';
import { formatDateTime } from '@rawex/ui-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersOf, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const confirmed = demoOrders.find((order) => order.status === 'confirmed')!;
const withPayment = (order: Order, payment: Partial<Order['payment']>): Order => ({
  ...order,
  payment: { ...order.payment, ...payment },
});

describe('/vendor/orders', () => {
  it('offers "Ship" only once what the plan asks before shipment has arrived, and says so until then', async () => {
    const unpaid = withPayment(confirmed, {
      paid: '300.00',
      dueBeforeShipment: '1000.00',
      readyToShip: false,
    });
    const paid = {
      ...withPayment(confirmed, { paid: '1000.00', dueBeforeShipment: '1000.00', readyToShip: true }),
      id: confirmed.id + 100,
    };
    server.use(signedInAs(vendor), ordersOf([unpaid, paid]));
    renderRoute('/vendor/orders');
    const [waiting, ready] = await screen.findAllByRole('article', { name: /^Order #\d{6}$/ });
    expect(within(waiting!).queryByRole('button', { name: 'Ship' })).toBeNull();
    expect(waiting).toHaveTextContent('Ships once $1,000.00 has arrived ($300.00 so far)');
    expect(within(waiting!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(ready!).getByRole('button', { name: 'Ship' })).toBeEnabled();
    expect(ready).not.toHaveTextContent('Ships once');
  });

  it('searches by the buyer, the other side of a supplier’s orders, and names it on each card', async () => {
    server.use(signedInAs(vendor), ordersOf([confirmed]));
    renderRoute('/vendor/orders');
    expect(await screen.findByPlaceholderText('Search by order number, buyer or product...')).toBeVisible();
    const card = await screen.findByRole('article', { name: /^Order #\d{6}$/ });
    expect(within(card).getByText('Buyer').nextSibling).toHaveTextContent(confirmed.buyer.companyName);
    expect(within(card).queryByText('Supplier')).toBeNull();
    // How to pay is the buyer's to read, not the supplier's.
    expect(within(card).getByRole('region', { name: 'Payment' })).not.toHaveTextContent('by bank transfer');
  });

  it('tells the supplier until when a new order waits for its confirmation', async () => {
    const pending = demoOrders.find((order) => order.status === 'pending')!;
    server.use(signedInAs(vendor), ordersOf([pending]));
    renderRoute('/vendor/orders');
    const card = await screen.findByRole('article', { name: /^Order #\d{6}$/ });
    expect(within(card).getByRole('region', { name: 'Payment' })).toHaveTextContent(
      `Confirm it by ${formatDateTime(pending.confirmBy!)}, or it is cancelled and its stock put back.`,
    );
  });
});
