import type { Auction, AuctionLot } from '@rawex/api/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate, formatOrderNumber } from '@rawex/ui-kit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FakeEventSource, fakeEventSources } from '../../testing/event-source';
import { buyer, signedInAs, vendor } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const lot: AuctionLot = {
  id: 7,
  position: 1,
  title: 'Grade I',
  quantity: 250,
  unit: 't',
  incoterm: 'FOB',
  incotermPlace: 'Abidjan',
  incotermPlaceCode: 'CIABJ',
  specifications: {},
  ceilingPrice: '2600.00',
  reservePrice: null,
  limitShown: true,
  bidders: 3,
  leadingPrice: '2530.00',
  yourBid: { price: '2550.00', rank: 2, at: '2026-12-07T10:40:00.000Z', meetsLimit: true },
  nextBid: { price: '2525.00', rule: 'at_most' },
  decision: null,
  awarded: null,
  ranking: null,
};

/** A live reverse auction as a bidding supplier sees it, the server's clock 4 min 7 s before its close. */
const auction: Auction = {
  id: 42,
  direction: 'reverse',
  title: 'Cocoa beans, 750 t',
  owner: { id: 'buyer-1', name: 'Amsterdam Grinders' },
  rfqId: null,
  categoryId: 3,
  currency: 'USD',
  state: 'live',
  startsAt: '2026-12-07T10:00:00.000Z',
  endsAt: '2026-12-07T11:00:00.000Z',
  scheduledEndsAt: '2026-12-07T10:58:00.000Z',
  serverTime: '2026-12-07T10:55:53.000Z',
  step: { kind: 'amount', value: '5.00', from: 'leading' },
  visibility: 'leading_price',
  overtime: { windowSeconds: 120, extendSeconds: 60, onlyLeading: false, maxExtensions: null },
  extensions: 2,
  awardBy: '2026-12-21T11:00:00.000Z',
  invitedOnly: true,
  role: 'bidder',
  lots: [lot],
  createdAt: '2026-12-07T09:00:00.000Z',
};

/** The same auction as its owner sees it: every standing bid, by bidder. */
const ownersView: Auction = {
  ...auction,
  role: 'owner',
  lots: [
    {
      ...lot,
      yourBid: null,
      nextBid: null,
      ranking: [
        {
          rank: 1,
          bidId: 901,
          price: '2530.00',
          yours: false,
          bidder: { id: 'v2', name: 'Kumasi Beans' },
          at: lot.yourBid!.at,
        },
        {
          rank: 2,
          bidId: 902,
          price: '2550.00',
          yours: false,
          bidder: { id: 'v1', name: 'Volta Cocoa' },
          at: lot.yourBid!.at,
        },
      ],
    },
  ],
};

describe('/auction/{id}', () => {
  fakeEventSources();

  it('shows a bidder its rank, the price to beat and the time left, and takes a bid', async () => {
    const sent: unknown[] = [];
    server.use(
      signedInAs(vendor),
      http.get('*/api/auctions/42', () => HttpResponse.json(auction)),
      http.get('*/api/vendors/vendor-1/products', () =>
        HttpResponse.json([
          { id: 501, name: 'Cocoa beans', price: '2500.00', currency: 'USD', unit: 't', isActive: true },
        ]),
      ),
      http.post('*/api/auctions/42/bids', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            id: 900,
            lotId: 7,
            price: '2520.00',
            at: '2026-12-07T10:56:00.000Z',
            endsAt: '2026-12-07T11:00:00.000Z',
            lot: { ...lot, leadingPrice: '2520.00', yourBid: { ...lot.yourBid!, price: '2520.00', rank: 1 } },
          },
          { status: 201 },
        );
      }),
    );
    renderRoute('/auction/42');
    expect(await screen.findByRole('heading', { level: 1, name: auction.title })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Closes in \d+[dhms]/);
    expect(screen.getByRole('timer')).toHaveTextContent('extended 2×');
    const card = screen.getByRole('article', { name: 'Lot 1: Grade I' });
    expect(card).toHaveTextContent('Your bid$2,550.00 · rank 2 of 3');
    expect(card).toHaveTextContent('Leading price$2,530.00');
    expect(card).toHaveTextContent('Ceiling price$2,600.00');
    expect(within(card).getByText('At most $2,525.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download every bid (CSV)' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Bid on lot 1' }));
    expect(
      await within(card).findByText('Product offered: choose which of your products you offer'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(card).getByRole('combobox', { name: 'Product offered' }));
    await user.click(await screen.findByRole('option', { name: /Cocoa beans/ }));
    await user.type(within(card).getByRole('textbox', { name: /Your price/ }), '2520');
    await user.click(within(card).getByRole('button', { name: 'Bid on lot 1' }));
    await waitFor(() => expect(sent).toEqual([{ lotId: 7, price: '2520.00', productId: 501 }]));
    expect(await within(card).findByText('You lead')).toBeInTheDocument();
  });

  it('takes a buyer’s bid on a forward lot with its purchase-order number', async () => {
    const sent: unknown[] = [];
    const forward: Auction = {
      ...auction,
      direction: 'forward',
      owner: { id: 'vendor-2', name: 'Volta Cocoa' },
      lots: [
        {
          ...lot,
          ceilingPrice: null,
          reservePrice: '2400.00',
          nextBid: { price: '2535.00', rule: 'at_least' },
        },
      ],
    };
    server.use(
      signedInAs(buyer),
      http.get('*/api/auctions/42', () => HttpResponse.json(forward)),
      http.post('*/api/auctions/42/bids', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            id: 900,
            lotId: 7,
            price: '2540.00',
            at: '2026-12-07T10:56:00.000Z',
            endsAt: '2026-12-07T11:00:00.000Z',
            lot: {
              ...forward.lots[0]!,
              leadingPrice: '2540.00',
              yourBid: { ...lot.yourBid!, price: '2540.00', rank: 1 },
            },
          },
          { status: 201 },
        );
      }),
    );
    renderRoute('/auction/42');
    const card = await screen.findByRole('article', { name: 'Lot 1: Grade I' });
    expect(within(card).queryByRole('combobox', { name: 'Product offered' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(card).getByRole('textbox', { name: /Your price/ }), '2540');
    await user.type(within(card).getByRole('textbox', { name: 'Purchase-order number' }), ' PO-2027-0077 ');
    await user.click(within(card).getByRole('button', { name: 'Bid on lot 1' }));
    await waitFor(() => expect(sent).toEqual([{ lotId: 7, price: '2540.00', poNumber: 'PO-2027-0077' }]));
  });

  it('shows each state the server streams: outbid, the bidder sees it at once', async () => {
    server.use(
      signedInAs(vendor),
      http.get('*/api/auctions/42', () => HttpResponse.json(auction)),
    );
    renderRoute('/auction/42');
    const card = await screen.findByRole('article', { name: 'Lot 1: Grade I' });
    await waitFor(() =>
      expect(FakeEventSource.opened.map((stream) => stream.url)).toEqual(['/api/auctions/42/events']),
    );
    FakeEventSource.opened[0]!.send({
      ...auction,
      lots: [{ ...lot, leadingPrice: '2490.00', yourBid: { ...lot.yourBid!, rank: 3 }, bidders: 4 }],
    });
    await waitFor(() => expect(card).toHaveTextContent('Your bid$2,550.00 · rank 3 of 4'));
    expect(card).toHaveTextContent('Leading price$2,490.00');
  });

  it('shows its owner every bidder by rank, and no bid form', async () => {
    server.use(
      signedInAs(buyer),
      http.get('*/api/auctions/42', () => HttpResponse.json(ownersView)),
    );
    renderRoute('/auction/42');
    const ranking = await screen.findByRole('table', { name: 'Ranking of Grade I' });
    expect(
      within(ranking)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RankBidderPrice', '1Kumasi Beans$2,530.00', '2Volta Cocoa$2,550.00']);
    expect(screen.queryByRole('button', { name: /Bid on lot/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Decide lot/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download every bid (CSV)' })).toHaveAttribute(
      'href',
      '/api/auctions/42/bids.csv',
    );
  });

  it('lets its owner award a closed lot to another bid, with the reason the API asks for', async () => {
    const sent: unknown[] = [];
    let shown: Auction = { ...ownersView, state: 'closed', serverTime: '2026-12-07T11:05:00.000Z' };
    server.use(
      signedInAs(buyer),
      http.get('*/api/auctions/42', () => HttpResponse.json(shown)),
      http.post('*/api/auctions/42/lots/7/award', async ({ request }) => {
        const body = (await request.json()) as { bidId: number; reason?: string };
        sent.push(body);
        if (!body.reason)
          return HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Unprocessable Entity',
              status: 422,
              code: 'validation_failed',
              detail: 'reason: is required: you award another than the best bid',
              errors: [{ field: 'reason', message: 'is required: you award another than the best bid' }],
            },
            { status: 422 },
          );
        shown = {
          ...shown,
          state: 'decided',
          lots: [
            {
              ...shown.lots[0]!,
              decision: 'awarded',
              awarded: { bidId: 902, price: '2550.00', orderId: 321, yours: false },
            },
          ],
        };
        return HttpResponse.json({
          lotId: 7,
          decision: 'awarded',
          bidId: 902,
          orderId: 321,
          reason: body.reason,
          decidedAt: '2026-12-07T11:06:00.000Z',
        });
      }),
    );
    renderRoute('/auction/42');
    expect(
      await screen.findByText(
        `Decide each lot by ${formatDate(ownersView.awardBy)}, or it lapses unawarded.`,
      ),
    ).toBeVisible();
    const card = screen.getByRole('article', { name: 'Lot 1: Grade I' });
    const user = userEvent.setup();
    expect(within(card).getByRole('combobox', { name: 'Award to' })).toHaveTextContent(
      '1. Kumasi Beans, $2,530.00',
    );
    await user.click(within(card).getByRole('combobox', { name: 'Award to' }));
    await user.click(await screen.findByRole('option', { name: '2. Volta Cocoa, $2,550.00' }));
    await user.click(within(card).getByRole('button', { name: 'Decide lot 1' }));
    expect(
      await within(card).findByText('Is required: you award another than the best bid.'),
    ).toBeInTheDocument();
    await user.type(within(card).getByRole('textbox', { name: /Reason/ }), 'Kumasi cannot ship before March');
    await user.click(within(card).getByRole('button', { name: 'Decide lot 1' }));
    await waitFor(() =>
      expect(card).toHaveTextContent(
        `Awarded to Volta Cocoa at $2,550.00, order #${formatOrderNumber(321)}.`,
      ),
    );
    expect(sent).toEqual([{ bidId: 902 }, { bidId: 902, reason: 'Kumasi cannot ship before March' }]);
    expect(within(card).queryByRole('button', { name: 'Decide lot 1' })).toBeNull();
  });

  it('tells a bidder what became of each closed lot', async () => {
    server.use(
      signedInAs(vendor),
      http.get('*/api/auctions/42', () =>
        HttpResponse.json({
          ...auction,
          state: 'decided',
          lots: [
            {
              ...lot,
              decision: 'awarded',
              awarded: { bidId: 900, price: '2550.00', orderId: 321, yours: true },
            },
            { ...lot, id: 8, position: 2, title: 'Grade II', decision: 'lapsed' },
          ],
        }),
      ),
    );
    renderRoute('/auction/42');
    const won = await screen.findByRole('article', { name: 'Lot 1: Grade I' });
    expect(won).toHaveTextContent(`Your bid won at $2,550.00, order #${formatOrderNumber(321)}.`);
    expect(within(won).getByText('Won')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lot 2: Grade II' })).toHaveTextContent('Lapsed unawarded.');
    expect(screen.queryByRole('button', { name: /Bid on lot|Decide lot/ })).toBeNull();
  });
});

describe('/auction signed in', () => {
  it('lists the auctions the firm may see, each leading to its room', async () => {
    server.use(
      signedInAs(vendor),
      http.get('*/api/auctions', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        const listed =
          state === 'live'
            ? [auction]
            : state === 'decided'
              ? [{ ...auction, id: 41, title: 'Cocoa beans, 2026 crop', state: 'decided' }]
              : [];
        return HttpResponse.json(listed, { headers: { 'X-Total-Count': String(listed.length) } });
      }),
    );
    renderRoute('/auction');
    const list = await screen.findByRole('list', { name: 'live auctions' });
    const card = within(list).getByRole('article', { name: auction.title });
    expect(card).toHaveTextContent('Your bids1 lots, leading 0');
    expect(within(card).getByRole('link', { name: 'Enter the room' })).toHaveAttribute('href', '/auction/42');
    expect(screen.queryByText('Sample data')).toBeNull();
    // Auctions whose every lot is decided stay to be looked back on.
    await userEvent.click(screen.getByRole('tab', { name: 'Decided' }));
    const decided = await screen.findByRole('list', { name: 'decided auctions' });
    expect(within(decided).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/auction/41');
  });
});
