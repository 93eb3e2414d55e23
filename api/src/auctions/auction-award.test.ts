import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Order, ProblemBody } from '../contracts.ts';
import {
  eventually,
  moveAuctionClose,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
  verifiedBidders,
} from '../testing/index.ts';
import type { LotDecisionView } from './auction-awards.contract.ts';
import { lapseUndecidedLots } from './award-lapse.job.ts';
import type { Auction, PlacedBid } from './auctions.contract.ts';

type Bid = PlacedBid & ProblemBody;

describe('a reverse auction awarded into orders', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let vendors: SignedIn[];
  let offered: Map<SignedIn, number>;
  let categoryId: number;
  beforeAll(async () => {
    api = await startTestApi({ worker: true });
    buyer = await signUp(api, 'buyer');
    ({ firms: vendors, offered, categoryId } = await verifiedBidders(api, 5, 'cocoa-award'));
  });
  afterAll(() => api?.close());

  it('runs 3 lots with 5 suppliers through overtime twice to an order per lot, telling every bidder', async () => {
    const rfq = await buyer.client.post<{ id: number }>('/api/rfqs', {
      title: 'Cocoa beans for the 2027 season',
      description: 'Main crop, fermented, for grinding in Amsterdam.',
      categoryId,
      quantity: 750,
      unit: 't',
      incoterm: 'FOB',
      incotermPlace: 'Abidjan',
      destination: 'Amsterdam',
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    expect(rfq.status, rfq.text).toBe(201);
    const lot = (title: string, ceilingPrice: string) => ({
      title,
      quantity: 250,
      unit: 't',
      incoterm: 'FOB',
      incotermPlace: 'Abidjan',
      incotermPlaceCode: 'CIABJ',
      ceilingPrice,
      showLimit: true,
    });
    const created = await buyer.client.post<Auction>('/api/auctions', {
      direction: 'reverse',
      rfqId: rfq.body.id,
      title: 'Cocoa beans, 750 t in three lots',
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 600_000).toISOString(),
      lots: [lot('Lot A: grade I', '2600'), lot('Lot B: grade I', '2600'), lot('Lot C: grade II', '2400')],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
      overtime: { windowSeconds: 120, extendSeconds: 60 },
      invitedCompanyIds: vendors.map((firm) => firm.user.id),
    });
    expect(created.status, created.text).toBe(201);
    const auction = created.body;
    expect(auction.categoryId).toBe(categoryId);
    const bid = async (firm: SignedIn, lotIndex: number, price: string) => {
      const placed = await firm.client.post<Bid>(`/api/auctions/${auction.id}/bids`, {
        lotId: auction.lots[lotIndex]!.id,
        price,
        productId: offered.get(firm),
      });
      expect(placed.status, placed.text).toBe(201);
      return placed.body;
    };
    const award = (lotIndex: number, body: Record<string, unknown>, as = buyer) =>
      as.client.post<LotDecisionView & ProblemBody>(
        `/api/auctions/${auction.id}/lots/${auction.lots[lotIndex]!.id}/award`,
        body,
      );

    const [a, b, c, d, e] = vendors as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
    await bid(a, 0, '2550');
    const bFirst = await bid(b, 0, '2540');
    await bid(c, 1, '2580');
    await bid(d, 1, '2500');
    await bid(e, 2, '2390');
    await bid(a, 2, '2380');
    const early = await award(0, { bidId: 1 });
    expect([early.status, early.body.code]).toEqual([409, 'auction_not_closed']);

    // The last two minutes: each bid puts the close a minute later.
    await moveAuctionClose(api, auction.id, 30_000);
    const closing = Date.parse((await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body.endsAt);
    expect(Date.parse((await bid(c, 0, '2535')).endsAt)).toBe(closing + 60_000);
    const bLast = await bid(b, 0, '2530');
    expect(Date.parse(bLast.endsAt)).toBe(closing + 120_000);
    await moveAuctionClose(api, auction.id, -1);
    const closed = (await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body;
    expect(closed).toMatchObject({ state: 'closed', extensions: 2 });
    // Closed, it takes no bid: no bidder is told what their next one must reach.
    const closedToB = (await b.client.get<Auction>(`/api/auctions/${auction.id}`)).body;
    expect(closedToB.lots.map((lot) => lot.nextBid)).toEqual([null, null, null]);
    const [lotA, lotB] = closed.lots as [Auction['lots'][number], Auction['lots'][number]];
    expect(lotA.ranking!.map((row) => [row.bidder!.id, row.price])).toEqual([
      [b.user.id, '2530.00'],
      [c.user.id, '2535.00'],
      [a.user.id, '2550.00'],
    ]);

    // Lot A to the best bid: an order at its price, placed as every order is, by the firm's rules.
    const superseded = await award(0, { bidId: bFirst.id });
    expect(superseded.body.errors).toEqual([
      { field: 'bidId', message: 'is not a standing bid on this lot (each bidder’s last)' },
    ]);
    expect((await buyer.client.patch('/api/company', { poNumberRequired: true })).status).toBe(200);
    const withoutPo = await award(0, { bidId: bLast.id });
    expect([withoutPo.status, withoutPo.body.detail]).toEqual([
      422,
      'poNumber: is required by your company: give your purchase-order number',
    ]);
    expect(
      (await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body.lots[0]!.decision,
    ).toBeNull();
    const awardedA = await award(0, { bidId: bLast.id, poNumber: 'PO-2027-0042' });
    expect(awardedA.status, awardedA.text).toBe(200);
    expect(awardedA.body).toMatchObject({ decision: 'awarded', bidId: bLast.id, reason: null });
    const order = await buyer.client.get<Order>(`/api/orders/${awardedA.body.orderId}`);
    expect(order.body).toMatchObject({
      vendorId: b.user.id,
      status: 'pending',
      totalAmount: '632500.00',
      poNumber: 'PO-2027-0042',
      items: [{ productId: offered.get(b), quantity: 250, unitPrice: '2530.00' }],
      terms: {
        quoteId: null,
        incoterm: 'FOB',
        incotermPlace: 'Abidjan',
        incotermPlaceCode: 'CIABJ',
        leadTimeDays: null,
      },
    });
    expect((await b.client.get(`/api/orders/${awardedA.body.orderId}`)).status).toBe(200);
    expect((await award(0, { bidId: bLast.id })).body.code).toBe('lot_decided');
    expect((await award(0, { bidId: bLast.id }, a)).status).toBe(403);

    // Lot B to the second bid, which needs a reason; lot C not at all, which needs one too.
    expect(lotB.ranking!.map((row) => row.bidder!.id)).toEqual([d.user.id, c.user.id]);
    const cBid = await bidIdOf(1, c);
    const noReason = await award(1, { bidId: cBid });
    expect(noReason.body.errors).toEqual([
      { field: 'reason', message: 'is required: you award another than the best bid' },
    ]);
    const awardedB = await award(1, {
      bidId: cBid,
      reason: 'D cannot ship before March',
      poNumber: 'PO-2027-0043',
    });
    expect(awardedB.body).toMatchObject({ decision: 'awarded', reason: 'D cannot ship before March' });
    expect((await award(2, { bidId: null })).body.errors).toEqual([
      { field: 'reason', message: 'is required: say why the lot is not awarded' },
    ]);
    const notAwarded = await award(2, { bidId: null, reason: 'Grade II is no longer needed' });
    expect(notAwarded.body).toMatchObject({ decision: 'not_awarded', orderId: null });
    expect((await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body.state).toBe('decided');

    // Every bidder is told: the winners of their orders, the others that it went elsewhere.
    const notices = async (firm: SignedIn) =>
      (await firm.client.get<Notification[]>('/api/notifications')).body.map((notice) => notice.title);
    const lotName = (position: number, title: string) => `Auction #${auction.id}, lot ${position} (${title})`;
    await eventually(
      () => notices(b),
      (titles) => titles.includes(`${lotName(1, 'Lot A: grade I')}: your bid won`),
    );
    const toA = [
      `${lotName(1, 'Lot A: grade I')}: awarded to another bid`,
      `${lotName(3, 'Lot C: grade II')}: not awarded`,
    ];
    await eventually(
      () => notices(a),
      (titles) => toA.every((title) => titles.includes(title)),
    );
    expect((await b.client.get<Auction>(`/api/auctions/${auction.id}`)).body.lots[0]!.awarded).toEqual({
      bidId: bLast.id,
      price: '2530.00',
      orderId: awardedA.body.orderId,
      yours: true,
    });
    expect((await a.client.get<Auction>(`/api/auctions/${auction.id}`)).body.lots[0]!.awarded).toMatchObject({
      orderId: null,
      yours: false,
    });

    // The owner's audit: every bid, in the order taken, with the awarded ones marked.
    const csv = await buyer.client.get<string>(`/api/auctions/${auction.id}/bids.csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(csv.text, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(8);
    expect(
      rows.filter((row) => row.awarded === 'true').map((row) => [row.lot, row.bidder_id, row.price]),
    ).toEqual([
      ['2', c.user.id, '2580.00'],
      ['1', b.user.id, '2530.00'],
    ]);
    expect((await a.client.get(`/api/auctions/${auction.id}/bids.csv`)).status).toBe(403);

    async function bidIdOf(lotIndex: number, firm: SignedIn): Promise<number> {
      const rowsOf = await api.db
        .knex('auctionBids')
        .where({ lotId: auction.lots[lotIndex]!.id, bidderId: firm.user.id })
        .max('id as id')
        .first();
      return Number(rowsOf!.id);
    }
  });

  const told = async (firm: SignedIn) =>
    (await firm.client.get<Notification[]>('/api/notifications')).body.map((notice) => [
      notice.title,
      notice.body,
    ]);

  it('tells every verified supplier selling in its category of an open auction', async () => {
    const created = await buyer.client.post<Auction>('/api/auctions', {
      direction: 'reverse',
      title: 'Cocoa beans, open to all',
      categoryId,
      currency: 'USD',
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7_200_000).toISOString(),
      lots: [{ title: 'Lot A', quantity: 100, unit: 't', incoterm: 'FOB', incotermPlace: 'Abidjan' }],
      step: { kind: 'amount', value: '5', from: 'own' },
      visibility: 'rank',
    });
    expect(created.status, created.text).toBe(201);
    for (const firm of vendors)
      await eventually(
        () => told(firm),
        (notices) =>
          notices.some(
            ([title, body]) =>
              title === 'New auction: Cocoa beans, open to all' &&
              body!.startsWith('1 lot, lower price wins; bidding opens '),
          ),
      );
  });

  it('tells the buyers who ordered or asked for quotes in its category of an open forward auction', async () => {
    const [seller, other] = vendors as [SignedIn, SignedIn];
    const [purchaser, asker, idle] = await Promise.all([
      signUp(api, 'buyer'),
      signUp(api, 'buyer'),
      signUp(api, 'buyer'),
    ]);
    await purchaser.client.post('/api/cart', { productId: offered.get(other), quantity: 1 });
    const checkout = await purchaser.client.post('/api/checkout', { shippingAddress: 'Dock 4, Tema' });
    expect(checkout.status, checkout.text).toBe(201);
    const request = await asker.client.post('/api/rfqs', {
      title: 'Cocoa beans, light crop',
      description: 'For a grinder in Hamburg.',
      categoryId,
      quantity: 100,
      unit: 't',
      incoterm: 'FOB',
      incotermPlace: 'Abidjan',
      destination: 'Hamburg',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(request.status, request.text).toBe(201);
    const created = await seller.client.post<Auction>('/api/auctions', {
      direction: 'forward',
      title: 'Cocoa beans, a lot for sale',
      categoryId,
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      lots: [
        {
          title: 'Lot A',
          quantity: 20,
          unit: 't',
          incoterm: 'FOB',
          incotermPlace: 'Abidjan',
          productId: offered.get(seller),
        },
      ],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
    });
    expect(created.status, created.text).toBe(201);
    const title = 'New auction: Cocoa beans, a lot for sale';
    for (const interested of [purchaser, asker])
      await eventually(
        () => told(interested),
        (notices) =>
          notices.some(([told, body]) => told === title && body!.startsWith('1 lot, higher price wins; ')),
      );
    expect((await told(idle)).map(([told]) => told)).not.toContain(title);
    expect((await told(other)).map(([told]) => told)).not.toContain(title);
  });

  it('awards a forward lot into an order that carries the PO number of the winning buyer’s bid', async () => {
    const seller = vendors[2]!;
    const purchaser = await signUp(api, 'buyer');
    expect((await purchaser.client.patch('/api/company', { poNumberRequired: true })).status).toBe(200);
    const created = await seller.client.post<Auction>('/api/auctions', {
      direction: 'forward',
      title: 'Cocoa beans, 20 t ex-warehouse',
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 600_000).toISOString(),
      lots: [
        {
          title: 'Lot A',
          quantity: 20,
          unit: 't',
          incoterm: 'EXW',
          incotermPlace: 'San Pedro warehouse',
          productId: offered.get(seller),
        },
      ],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
      invitedCompanyIds: [purchaser.user.id],
    });
    expect(created.status, created.text).toBe(201);
    const auction = created.body;
    const bid = (body: Record<string, unknown>) =>
      purchaser.client.post<Bid>(`/api/auctions/${auction.id}/bids`, {
        lotId: auction.lots[0]!.id,
        price: '2400',
        ...body,
      });
    const withoutPo = await bid({});
    expect([withoutPo.status, withoutPo.body.detail]).toEqual([
      422,
      'poNumber: is required by your company: give your purchase-order number',
    ]);
    const taken = await bid({ poNumber: 'PO-2027-0077' });
    expect(taken.status, taken.text).toBe(201);
    await moveAuctionClose(api, auction.id, -1);
    const award = (body: Record<string, unknown>) =>
      seller.client.post<LotDecisionView & ProblemBody>(
        `/api/auctions/${auction.id}/lots/${auction.lots[0]!.id}/award`,
        { bidId: taken.body.id, ...body },
      );
    expect((await award({ poNumber: 'S-1' })).body.errors).toEqual([
      { field: 'poNumber', message: 'is the buyer’s: in a forward auction the winning bid gave it' },
    ]);
    const awarded = await award({});
    expect(awarded.status, awarded.text).toBe(200);
    const order = await purchaser.client.get<Order>(`/api/orders/${awarded.body.orderId}`);
    expect(order.body).toMatchObject({
      vendorId: seller.user.id,
      poNumber: 'PO-2027-0077',
      totalAmount: '48000.00',
      items: [{ productId: offered.get(seller), quantity: 20, unitPrice: '2400.00' }],
    });
  });

  it('lapses the lots an owner leaves undecided past the deadline, and tells the owner and the bidders', async () => {
    const [a, b] = vendors as [SignedIn, SignedIn];
    const created = await buyer.client.post<Auction>('/api/auctions', {
      direction: 'reverse',
      title: 'Cocoa beans, left undecided',
      categoryId,
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 600_000).toISOString(),
      lots: ['Lot A', 'Lot B'].map((title) => ({
        title,
        quantity: 100,
        unit: 't',
        incoterm: 'FOB',
        incotermPlace: 'Abidjan',
      })),
      step: { kind: 'amount', value: '5', from: 'own' },
      visibility: 'rank',
      invitedCompanyIds: [a.user.id, b.user.id],
    });
    expect(created.status, created.text).toBe(201);
    const auction = created.body;
    // The invited suppliers are told, and no one else.
    const invitation = `${auction.owner.name} invites you to bid: Cocoa beans, left undecided`;
    for (const invited of [a, b])
      await eventually(
        () => told(invited),
        (notices) => notices.some(([title]) => title === invitation),
      );
    expect((await told(vendors[2]!)).map(([title]) => title)).not.toContain(invitation);
    for (const [firm, price] of [
      [a, '2500'],
      [b, '2490'],
    ] as const) {
      const placed = await firm.client.post(`/api/auctions/${auction.id}/bids`, {
        lotId: auction.lots[0]!.id,
        price,
        productId: offered.get(firm),
      });
      expect(placed.status, placed.text).toBe(201);
    }
    const listed = async (state: string) =>
      (await buyer.client.get<Auction[]>(`/api/auctions?mine=true&state=${state}`)).body.map(
        (each) => each.id,
      );

    // Closed fifteen days ago: past the 14 days to decide, not yet lapsed.
    await moveAuctionClose(api, auction.id, -15 * 86_400_000);
    expect(await listed('closed')).toContain(auction.id);
    expect(await listed('decided')).not.toContain(auction.id);
    const late = await buyer.client.post<ProblemBody>(
      `/api/auctions/${auction.id}/lots/${auction.lots[0]!.id}/award`,
      { bidId: null, reason: 'Too late' },
    );
    expect([late.status, late.body.code]).toEqual([409, 'award_lapsed']);

    expect(await lapseUndecidedLots(api.db.knex)).toBe(2);
    expect(await lapseUndecidedLots(api.db.knex)).toBe(0);
    const lapsed = (await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body;
    expect(lapsed.state).toBe('decided');
    expect(lapsed.lots.map((lot) => [lot.decision, lot.awarded])).toEqual([
      ['lapsed', null],
      ['lapsed', null],
    ]);
    expect(await listed('decided')).toContain(auction.id);
    expect(await listed('closed')).not.toContain(auction.id);

    const lotName = `Auction #${auction.id}, lot 1 (Lot A)`;
    for (const bidder of [a, b])
      await eventually(
        () => told(bidder),
        (notices) =>
          notices.some(
            ([title, body]) =>
              title === `${lotName}: not awarded` &&
              body === 'The lot lapsed unawarded: it was not decided within 14 days of the close.',
          ),
      );
    await eventually(
      () => told(buyer),
      (notices) => notices.some(([title]) => title === `${lotName}: lapsed unawarded`),
    );
    // A lot no one bid on lapses too; its owner hears of it, and no one else.
    await eventually(
      () => told(buyer),
      (notices) =>
        notices.some(([title]) => title === `Auction #${auction.id}, lot 2 (Lot B): lapsed unawarded`),
    );
    expect((await told(a)).map(([title]) => title)).not.toContain(
      `Auction #${auction.id}, lot 2 (Lot B): not awarded`,
    );
  });
});
