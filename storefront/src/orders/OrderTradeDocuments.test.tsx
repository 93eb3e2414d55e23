import type { Order, TradeDocumentChecklist } from '@rawex/api/contracts';
import { demoOrders } from '@rawex/fixtures/records';
import { formatOrderNumber } from '@rawex/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buyer, ordersOf, signedInAs } from '../testing/handlers';
import { renderRoute } from '../testing/render-route';
import { server } from '../testing/server';

const uploaded = (id: number, type: 'packing_list' | 'bill_of_lading', fileName: string) => ({
  id,
  type,
  version: 1,
  fileName,
  url: `/api/trade-documents/${id}/file`,
  bytes: 18_204,
  uploadedAt: '2026-12-05T09:00:00.000Z',
  status: 'submitted' as const,
  reviewedAt: null,
  reason: null,
});

/** A shipped order's checklist: RawEx's invoice, two documents to review and one not yet presented. */
const checklistOf = (order: Order): TradeDocumentChecklist => ({
  orderId: order.id,
  presentedAt: null,
  acceptedAt: null,
  missing: ['phytosanitary_certificate'],
  lines: [
    {
      type: 'commercial_invoice',
      title: 'Commercial invoice',
      why: 'Every export: the invoice RawEx issues for the order',
      state: 'issued',
      issuedAs: 'INV-2026-000012',
      versions: [],
    },
    {
      type: 'packing_list',
      title: 'Packing list',
      why: 'Every export: what each package holds',
      state: 'submitted',
      issuedAs: null,
      versions: [uploaded(31, 'packing_list', 'packing-list.pdf')],
    },
    {
      type: 'bill_of_lading',
      title: 'Bill of lading',
      why: 'A lot travels by sea',
      state: 'submitted',
      issuedAs: null,
      versions: [uploaded(32, 'bill_of_lading', 'BL-MEDUSS123456.pdf')],
    },
    {
      type: 'phytosanitary_certificate',
      title: 'Phytosanitary certificate',
      why: 'Plant goods cross borders with plant-health cover',
      state: 'missing',
      issuedAs: null,
      versions: [],
    },
  ],
});

describe('an order’s trade documents', () => {
  it('lets the buyer download, accept, and reject with a reason each document under Track', async () => {
    const order = demoOrders.find((candidate) => candidate.status === 'shipped')!;
    const reviews: { id: string; body: unknown }[] = [];
    server.use(
      signedInAs(buyer),
      ordersOf([order]),
      http.get('*/api/orders/:id/shipments', () => HttpResponse.json([])),
      http.get('*/api/orders/:id/trade-documents', () => HttpResponse.json(checklistOf(order))),
      http.post('*/api/trade-documents/:id/review', async ({ params, request }) => {
        reviews.push({ id: String(params.id), body: await request.json() });
        return HttpResponse.json({
          ...uploaded(Number(params.id), 'packing_list', 'x.pdf'),
          status: 'accepted',
        });
      }),
    );
    renderRoute('/orders');
    const card = await screen.findByRole('article', { name: `Order #${formatOrderNumber(order.id)}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Track' }));
    const documents = await within(card).findByRole('region', { name: 'Trade documents' });
    expect(documents).toHaveTextContent('1 of 4 documents still to be presented.');
    expect(documents).toHaveTextContent(
      'Every export: the invoice RawEx issues for the order: INV-2026-000012',
    );
    expect(within(documents).getAllByRole('link', { name: 'Download' })[0]).toHaveAttribute(
      'href',
      '/api/trade-documents/31/file',
    );
    // Nothing to review on the invoice RawEx issued, nor on what is not presented yet.
    expect(within(documents).getAllByRole('button', { name: /^Accept the / })).toHaveLength(2);

    await userEvent.click(within(documents).getByRole('button', { name: 'Accept the bill of lading' }));
    await waitFor(() => expect(reviews).toEqual([{ id: '32', body: { decision: 'accept' } }]));

    // The checklist loads again: the packing list still waits for review.
    const reloaded = await within(card).findByRole('region', { name: 'Trade documents' });
    await userEvent.click(await within(reloaded).findByRole('button', { name: 'Reject the packing list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the packing list' });
    expect(dialog).toHaveTextContent('packing-list.pdf, version 1.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Say what is wrong, so the supplier can correct it'),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('What is wrong'), 'Gross weights are missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(reviews.at(-1)).toEqual({
        id: '31',
        body: { decision: 'reject', reason: 'Gross weights are missing' },
      }),
    );
  });

  it('lets the buyer ask for an inspection by a named inspector, which the API’s rule checks first', async () => {
    const order = demoOrders.find((candidate) => candidate.status === 'shipped')!;
    const asked: unknown[] = [];
    server.use(
      signedInAs(buyer),
      ordersOf([order]),
      http.get('*/api/orders/:id/shipments', () => HttpResponse.json([])),
      http.get('*/api/orders/:id/trade-documents', () => HttpResponse.json(checklistOf(order))),
      http.post('*/api/orders/:id/trade-documents/requests', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(checklistOf(order));
      }),
    );
    renderRoute('/orders');
    const card = await screen.findByRole('article', { name: `Order #${formatOrderNumber(order.id)}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Track' }));
    const documents = await within(card).findByRole('region', { name: 'Trade documents' });
    await userEvent.click(within(documents).getByRole('button', { name: 'Ask for a document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a document' });
    // The dialog hides the page behind it from assistive technology a frame after it opens; a list
    // opened before then would be hidden with the page.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Trade documents' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Document' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inspection certificate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for it' }));
    expect(
      await within(dialog).findByText(
        'Inspection company is required for an inspection certificate: name the inspection company, such as SGS',
      ),
    ).toBeVisible();
    expect(asked).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Inspection company'), 'SGS');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for it' }));
    await waitFor(() => expect(asked).toEqual([{ type: 'inspection_certificate', inspector: 'SGS' }]));
  });
});
