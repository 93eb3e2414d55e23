import type { ProtectedOrder } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../testing/handlers';
import { renderRoute } from '../testing/render-route';
import { server } from '../testing/server';

const funded: ProtectedOrder = {
  orderId: 42,
  counterparty: 'Andes Coffee',
  side: 'buyer',
  status: 'funded',
  currency: 'USD',
  amount: '420.00',
  held: '420.00',
  released: '0.00',
  refunded: '0.00',
  commission: '8.40',
  milestones: [
    { name: 'paid_into_protection', reachedAt: '2026-11-20T09:00:00.000Z' },
    { name: 'shipped', reachedAt: '2026-11-24T09:00:00.000Z' },
    { name: 'received', reachedAt: null },
    { name: 'released', reachedAt: null },
  ],
  releasesAt: null,
  disputeId: null,
};

describe('/escrow, signed in', () => {
  it('shows the firm’s protected orders, not the samples, and opens a dispute on a funded one', async () => {
    let sent: unknown;
    server.use(
      signedInAs(buyer),
      http.get('*/api/protected-orders', () => HttpResponse.json([funded])),
      http.post('*/api/orders/42/disputes', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ errors: [] }, { status: 201 });
      }),
    );
    renderRoute('/escrow');
    const card = await screen.findByRole('article', { name: 'Order #000042' });
    expect(within(card).getByRole('link', { name: 'Order #000042' })).toHaveAttribute(
      'href',
      '/orders?search=000042',
    );
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(within(card).getByText('Funded')).toBeInTheDocument();
    const milestones = within(card).getByRole('list', { name: 'Milestones of Order #000042' });
    expect(
      within(milestones)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Paid into protection (done) · Nov 20, 2026',
      'Shipped (done) · Nov 24, 2026',
      'Received (to come)',
      'Released (to come)',
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Open a dispute' }));
    await userEvent.clear(within(card).getByLabelText(/^Amount claimed/));
    await userEvent.type(within(card).getByLabelText(/^Amount claimed/), '120');
    await userEvent.click(within(card).getByRole('button', { name: 'Open dispute' }));
    // Too short a description is refused by the API's own rule, before anything is sent.
    expect(
      await within(card).findByText(/What went wrong must be at least 10 characters/),
    ).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await userEvent.type(within(card).getByLabelText(/^What went wrong/), 'Moisture at 14 %, not 12 %.');
    await userEvent.click(within(card).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() =>
      expect(sent).toEqual({
        reason: 'quality',
        claimedAmount: '120.00',
        description: 'Moisture at 14 %, not 12 %.',
        attachments: [],
      }),
    );
  });

  it('says what protection is when the firm has no protected order', async () => {
    server.use(
      signedInAs(buyer),
      http.get('*/api/protected-orders', () => HttpResponse.json([])),
    );
    renderRoute('/escrow');
    expect(await screen.findByRole('heading', { name: 'No protected orders yet' })).toBeInTheDocument();
  });
});
