import type { Order } from '@rawex/api/contracts';
import { demoOrders } from '@rawex/fixtures/records';
import { formatDateTime } from '@rawex/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
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

  it('credits part of a shipped order’s invoice, checked as the API checks it; a protected order has none', async () => {
    const shipped = { ...demoOrders.find((order) => order.status === 'shipped')!, protected: false };
    const guarded = { ...shipped, id: shipped.id + 100, protected: true };
    const sent: unknown[] = [];
    server.use(
      signedInAs(vendor),
      ordersOf([shipped, guarded]),
      http.post('*/api/orders/:id/credit-notes', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { id: 9, kind: 'credit_note', number: 'INV-2026-000031', total: '120.00', currency: 'USD' },
          { status: 201 },
        );
      }),
    );
    renderRoute('/vendor/orders');
    const [card, protectedCard] = await screen.findAllByRole('article', { name: /^Order #\d{6}$/ });
    expect(within(protectedCard!).queryByRole('button', { name: 'Credit note' })).toBeNull();
    await userEvent.click(within(card!).getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: /^Credit note for order #\d{6}$/ });
    await userEvent.type(within(dialog).getByLabelText(`Amount (${shipped.currency})`), '12,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText('Amount must be an amount like 1350.00')).toBeVisible();
    expect(within(dialog).getByText('Reason must say what the credit is for')).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText(`Amount (${shipped.currency})`));
    await userEvent.type(within(dialog).getByLabelText(`Amount (${shipped.currency})`), '120');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Short delivery: 2 bags');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    await waitFor(() => expect(sent).toEqual([{ amount: '120.00', reason: 'Short delivery: 2 bags' }]));
    expect(
      await screen.findByText('INV-2026-000031: the buyer finds it among the order’s documents.'),
    ).toBeVisible();
  });
});
