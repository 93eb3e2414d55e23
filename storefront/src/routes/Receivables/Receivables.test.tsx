import type { Receivables } from '@rawex/api/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const receivables: Receivables = {
  totals: [
    {
      currency: 'USD',
      open: '1050.00',
      overdue: '0.00',
      aging: {
        current: '1050.00',
        days0to30: '0.00',
        days31to60: '0.00',
        days61to90: '0.00',
        over90: '0.00',
      },
    },
  ],
  orders: [
    {
      orderId: 42,
      counterparty: 'Hamburg Roasters GmbH',
      total: '1050.00',
      currency: 'USD',
      payment: {
        state: 'unpaid',
        paid: '0.00',
        outstanding: '1050.00',
        overpaid: '0.00',
        depositDue: null,
        dueBeforeShipment: '0.00',
        readyToShip: true,
        payTo: null,
        dueDate: null,
      },
      dueDate: null,
      daysOverdue: null,
    },
  ],
};

describe('/vendor/receivables', () => {
  it('says where a statement is malformed, and that nothing was imported', async () => {
    let sent = 0;
    server.use(
      signedInAs(vendor),
      http.get('*/api/receivables', () => HttpResponse.json(receivables)),
      http.get('*/api/payments', () => HttpResponse.json([])),
      http.post('*/api/payments/statements', () => {
        sent += 1;
        return HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            detail: 'statement: entry 3 (line 9): <Amt> is missing or not an amount.',
            errors: [
              {
                field: 'statement',
                message:
                  'entry 3 (line 9): <Amt> is missing or not an amount. Nothing was imported; correct the file and send it again',
              },
            ],
          },
          { status: 422 },
        );
      }),
    );
    renderRoute('/vendor/receivables');
    // Each open order's number leads to it among the orders the supplier received.
    const card = await screen.findByRole('article', { name: 'Order #000042' });
    expect(within(card).getByRole('link', { name: 'Order #000042' })).toHaveAttribute(
      'href',
      '/vendor/orders?search=000042',
    );
    const importer = await screen.findByRole('region', { name: 'Import a bank statement' });
    expect(await screen.findByText('Every payment found its order.')).toBeInTheDocument();
    await userEvent.upload(
      within(importer).getByTestId('statement-input'),
      new File(['<Document/>'], 'statement.xml', { type: 'text/xml' }),
    );
    expect(within(importer).getByText('Statement: statement.xml')).toBeInTheDocument();
    // A camt file needs no column headers.
    expect(within(importer).queryByLabelText('Entry id column')).toBeNull();
    await userEvent.click(within(importer).getByRole('button', { name: 'Import statement' }));
    expect(
      await within(importer).findByText(
        /^Entry 3 \(line 9\): <Amt> is missing or not an amount\. Nothing was imported/,
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
