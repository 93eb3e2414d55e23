import type { Approval } from '@rawex/api/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, signedInAs } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const purchaser = {
  ...buyer,
  id: 'purchaser-1',
  firstName: 'Petra',
  companyId: 'buyer-1',
  companyRole: 'purchaser' as const,
};
const approver = {
  ...buyer,
  id: 'approver-1',
  firstName: 'Arno',
  companyId: 'buyer-1',
  companyRole: 'approver' as const,
};

const request: Approval = {
  id: 7,
  kind: 'checkout',
  quoteId: null,
  status: 'pending',
  reasons: ['monthly_limit'],
  currency: 'USD',
  requestedBy: { id: purchaser.id, email: 'petra@example.com', name: 'Petra Purchaser' },
  lines: [
    {
      productId: 3,
      vendorId: 'vendor-1',
      name: 'Green arabica',
      unit: 'kg',
      quantity: 400,
      unitPrice: '4.00',
    },
  ],
  total: '1600.00',
  shippingAddress: 'Am Sandtorkai 5, Hamburg',
  notes: null,
  poNumber: 'PO-42',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  orderIds: [],
  createdAt: '2026-11-27T09:00:00.000Z',
};

const approvalsOf = (list: Approval[]) =>
  http.get('*/api/approvals', () =>
    HttpResponse.json(list, { headers: { 'X-Total-Count': String(list.length) } }),
  );

describe('/approvals', () => {
  it('shows a purchaser where their request stands, with nothing to decide', async () => {
    server.use(signedInAs(purchaser), approvalsOf([request]));
    renderRoute('/approvals');
    const card = await screen.findByRole('article', { name: '$1,600.00 · checkout' });
    expect(within(card).getByText('Waiting for an approver')).toBeInTheDocument();
    expect(within(card).getByText('Past the purchaser’s monthly limit')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('lets an approver approve, asking the API once', async () => {
    let approved = 0;
    server.use(
      signedInAs(approver),
      approvalsOf([request]),
      http.post('*/api/approvals/7/approve', () => {
        approved += 1;
        return HttpResponse.json({ ...request, status: 'approved', orderIds: [41] });
      }),
    );
    renderRoute('/approvals');
    const card = await screen.findByRole('article', { name: '$1,600.00 · checkout' });
    expect(within(card).getByText('400 kg of Green arabica at $4.00 per kg')).toBeInTheDocument();
    expect(within(card).getByText('Waiting')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    // It asks first, saying what approving commits the company to; "Not yet" leaves it waiting.
    const asked = await screen.findByRole('alertdialog', { name: 'Approve $1,600.00?' });
    expect(asked).toHaveTextContent(
      'This places one order for Petra Purchaser, shipped to Am Sandtorkai 5, Hamburg. Your company commits to paying $1,600.00.',
    );
    await userEvent.click(within(asked).getByRole('button', { name: 'Not yet' }));
    expect(approved).toBe(0);
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve and place' }),
    );
    expect(await screen.findByText('The orders are placed.')).toBeInTheDocument();
    expect(approved).toBe(1);
  });

  it('links an approved request to the orders it placed', async () => {
    const approved: Approval = { ...request, status: 'approved', orderIds: [41] };
    server.use(signedInAs(purchaser), approvalsOf([approved]));
    renderRoute('/approvals');
    const card = await screen.findByRole('article', { name: '$1,600.00 · checkout' });
    expect(within(card).getByText('Approved')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Order #000041' })).toHaveAttribute(
      'href',
      '/orders?search=000041',
    );
  });

  it('asks an approver why before rejecting', async () => {
    let reason: unknown;
    server.use(
      signedInAs(approver),
      approvalsOf([request]),
      http.post('*/api/approvals/7/reject', async ({ request: sent }) => {
        reason = ((await sent.json()) as { reason: string }).reason;
        return HttpResponse.json({ ...request, status: 'rejected', rejectionReason: reason });
      }),
    );
    renderRoute('/approvals');
    const card = await screen.findByRole('article', { name: '$1,600.00 · checkout' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the purchase' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Tell the purchaser why.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Enough stock until March.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Nothing was ordered.')).toBeInTheDocument();
    expect(reason).toBe('Enough stock until March.');
  });

  it('says when nothing waits', async () => {
    server.use(signedInAs(approver), approvalsOf([]));
    renderRoute('/approvals');
    expect(await screen.findByRole('heading', { name: 'Nothing waits for approval' })).toBeInTheDocument();
  });
});
