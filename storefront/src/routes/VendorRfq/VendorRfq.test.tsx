import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failing, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { answering, quote, request } from '../../testing/requests';
import { server } from '../../testing/server';

describe('/vendor/rfqs/{id}', () => {
  it('shows a supplier what is asked and its own quote, to revise or withdraw', async () => {
    const own = quote(103, 'Volta Cocoa', '3.90', vendor.id);
    server.use(signedInAs(vendor), answering({ ...request, quoteCount: null, quotes: [own] }));
    renderRoute('/vendor/rfqs/41');
    expect(await screen.findByRole('heading', { level: 1, name: request.title })).toBeInTheDocument();
    const quotes = screen.getByRole('table');
    expect(within(quotes).getByText('Your quotes on this request')).toBeInTheDocument();
    expect(within(quotes).getByRole('row', { name: 'Quote from Volta Cocoa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revise' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Accept the quote/ })).toBeNull();
  });

  it('revises a quote with the plan it was given, changed to net terms', async () => {
    const own = {
      ...quote(103, 'Volta Cocoa', '3.90', vendor.id),
      paymentPlan: {
        kind: 'deposit' as const,
        depositPercent: 30,
        balanceDue: 'against_documents' as const,
        invoiceAt: 'shipment' as const,
      },
    };
    let revision: Record<string, unknown> | undefined;
    server.use(
      signedInAs(vendor),
      answering({ ...request, quoteCount: null, quotes: [own] }),
      http.get('*/api/company/payment-plan', () =>
        HttpResponse.json({ kind: 'prepayment', invoiceAt: 'shipment' }),
      ),
      http.get('*/api/products', () => HttpResponse.json([])),
      http.put('*/api/quotes/103', async ({ request: sent }) => {
        revision = (await sent.json()) as Record<string, unknown>;
        return HttpResponse.json(own);
      }),
    );
    renderRoute('/vendor/rfqs/41');
    // The buyer's comparison words the plan as the documents will.
    const row = await screen.findByRole('row', { name: 'Quote from Volta Cocoa' });
    expect(within(row).getByText(/30% deposit, balance against shipping documents/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revise' }));
    const form = await screen.findByRole('form', { name: 'Revise your quote' });
    expect(within(form).getByLabelText('Deposit (%)')).toHaveValue('30');
    // Valid until is the supplier's own time, and the form says which.
    expect(within(form).getByLabelText(/^Valid until/)).toHaveAccessibleDescription(
      `In your time (${Intl.DateTimeFormat().resolvedOptions().timeZone})`,
    );
    await userEvent.click(within(form).getByRole('combobox', { name: 'Payment plan' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Net terms' }));
    await userEvent.clear(within(form).getByLabelText('Days to pay'));
    await userEvent.type(within(form).getByLabelText('Days to pay'), '45');
    await userEvent.click(within(form).getByRole('button', { name: 'Send revision' }));
    await waitFor(() =>
      expect(revision?.paymentPlan).toEqual({
        kind: 'net',
        days: 45,
        from: 'invoice',
        invoiceAt: 'shipment',
      }),
    );
  });

  it('says "Page Not Found" for a request it may not see', async () => {
    server.use(signedInAs(vendor), failing('/api/rfqs/41', 404));
    renderRoute('/vendor/rfqs/41');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
