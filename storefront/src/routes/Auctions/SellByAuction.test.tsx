import type { Auction } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeEventSources } from '../../testing/event-source';
import { buyer, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

/** The auction the API answers for the lot put up: as sent, live, the supplier's. */
const started = (sent: Record<string, unknown>): Auction => ({
  id: 88,
  direction: 'forward',
  title: sent.title as string,
  owner: { id: vendor.companyId, name: 'Volta Cocoa' },
  rfqId: null,
  categoryId: 3,
  currency: 'USD',
  state: 'live',
  startsAt: sent.startsAt as string,
  endsAt: sent.endsAt as string,
  scheduledEndsAt: sent.endsAt as string,
  serverTime: sent.startsAt as string,
  step: { kind: 'amount', value: '5.00', from: 'leading' },
  visibility: 'leading_price',
  overtime: { windowSeconds: 120, extendSeconds: 120, onlyLeading: false, maxExtensions: null },
  extensions: 0,
  awardBy: sent.endsAt as string,
  invitedOnly: false,
  role: 'owner',
  lots: [],
  createdAt: sent.startsAt as string,
});

const noAuctions = http.get('*/api/auctions', () =>
  HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
);

describe('/auction, a supplier selling a lot', () => {
  fakeEventSources();

  it('puts a lot of its product up for buyers to bid on, and opens its room', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      signedInAs(vendor),
      noAuctions,
      http.get('*/api/vendors/vendor-1/products', () =>
        HttpResponse.json([
          {
            id: 501,
            name: 'Cocoa beans',
            price: '2500.00',
            currency: 'USD',
            unit: 't',
            isActive: true,
            categoryId: 3,
          },
        ]),
      ),
      http.post('*/api/auctions', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(started(sent), { status: 201 });
      }),
      http.get('*/api/auctions/88', () => HttpResponse.json(started(sent!))),
    );
    const { location } = renderRoute('/auction');
    await userEvent.click(await screen.findByRole('button', { name: 'Sell a lot by auction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sell a lot by auction' });
    // The dialog hides the page behind it a frame after it opens; a list opened before then would be hidden with it.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Auctions' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    expect(
      await within(dialog).findByText('Product: choose which product the lot is of'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /Cocoa beans/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity (t)' }), '20.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Port of shipment' }), 'Abidjan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reserve price/ }), '2400');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Minimum step/ }), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    expect(await within(dialog).findByText('Quantity must be a whole number')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Quantity (t)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Quantity (t)' }), '20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the auction' }));
    await waitFor(() => expect(location().pathname).toBe('/auction/88'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cocoa beans, 20 t' })).toBeInTheDocument();
    expect(sent).toMatchObject({
      direction: 'forward',
      categoryId: 3,
      currency: 'USD',
      lots: [
        {
          title: 'Cocoa beans',
          quantity: 20,
          unit: 't',
          incoterm: 'FOB',
          incotermPlace: 'Abidjan',
          productId: 501,
          reservePrice: '2400.00',
          showLimit: false,
        },
      ],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
    });
    expect(sent).not.toHaveProperty('invitedCompanyIds');
    expect(Date.parse(sent!.endsAt as string) - Date.parse(sent!.startsAt as string)).toBe(3_600_000);
  });

  it('is not offered to a buyer', async () => {
    server.use(signedInAs(buyer), noAuctions);
    renderRoute('/auction');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auctions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sell a lot by auction' })).toBeNull();
  });
});
