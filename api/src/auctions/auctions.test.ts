import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProblemBody } from '../contracts.ts';
import { Category } from '../models.ts';
import {
  cocoaLot,
  listProduct,
  moveAuctionClose,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import type { Auction, AuctionLot, CreateAuctionRequest, PlacedBid } from './auctions.contract.ts';

const MINUTE = 60_000;

describe('auctions', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let otherBuyer: SignedIn;
  let vendors: SignedIn[];
  let unverified: SignedIn;
  let outsider: SignedIn;
  let categoryId: number;
  /** Each supplier's product on sale, which its bids in reverse auctions offer. */
  const offered = new Map<SignedIn, number>();
  beforeAll(async () => {
    api = await startTestApi();
    [buyer, otherBuyer] = await Promise.all([signUp(api, 'buyer'), signUp(api, 'buyer')]);
    [unverified, outsider, ...vendors] = (await Promise.all(
      Array.from({ length: 7 }, () => signUp(api, 'vendor')),
    )) as [SignedIn, SignedIn, ...SignedIn[]];
    await api.db
      .knex('users')
      .whereIn(
        'id',
        [outsider, ...vendors].map((firm) => firm.user.id),
      )
      .update({ isVerified: true });
    categoryId = (await Category.query(api.db.knex).insertAndFetch({ name: 'Cocoa', slug: 'cocoa-auctions' }))
      .id;
    for (const firm of [unverified, outsider, ...vendors]) {
      offered.set(firm, (await listProduct(api, firm, categoryId)).id);
    }
  });
  afterAll(() => api?.close());

  /** A reverse auction of the buyer's, live from now for ten minutes, with these settings. */
  async function reverseAuction(settings: Partial<CreateAuctionRequest> = {}): Promise<Auction> {
    const response = await buyer.client.post<Auction>('/api/auctions', {
      direction: 'reverse',
      title: 'Cocoa beans, main crop',
      currency: 'USD',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
      lots: [
        cocoaLot('Grade I', { ceilingPrice: '3000.00' }),
        cocoaLot('Grade II', { ceilingPrice: '2800.00', showLimit: true }),
        cocoaLot('Shells'),
      ],
      step: { kind: 'amount', value: '10', from: 'leading' },
      visibility: 'rank',
      invitedCompanyIds: [...vendors, unverified].map((firm) => firm.user.id),
      ...settings,
    });
    expect(response.status, response.text).toBe(201);
    return response.body;
  }

  const bid = (firm: SignedIn, auction: Auction, lotIndex: number, price: string) =>
    firm.client.post<PlacedBid & ProblemBody>(`/api/auctions/${auction.id}/bids`, {
      lotId: auction.lots[lotIndex]!.id,
      price,
      ...(auction.direction === 'reverse' ? { productId: offered.get(firm) ?? 1 } : {}),
    });
  const seenBy = async (firm: SignedIn, auction: Auction) =>
    (await firm.client.get<Auction>(`/api/auctions/${auction.id}`)).body;

  it('takes vendors’ bids down by the step, ranks them, and shows each firm what it may see', async () => {
    const auction = await reverseAuction();
    expect(auction).toMatchObject({ role: 'owner', state: 'live', invitedOnly: true, extensions: 0 });
    expect(auction.lots.map((each) => [each.position, each.ceilingPrice, each.limitShown])).toEqual([
      [1, '3000.00', false],
      [2, '2800.00', true],
      [3, null, false],
    ]);

    const [first, second, third] = vendors as [SignedIn, SignedIn, SignedIn];
    const opening = await bid(first, auction, 0, '2950');
    expect(opening.status, opening.text).toBe(201);
    expect(opening.body.lot).toMatchObject({
      yourBid: { price: '2950.00', rank: 1, meetsLimit: true },
      nextBid: { price: '2940.00', rule: 'at_most' },
      leadingPrice: null,
      ranking: null,
      ceilingPrice: null,
    });

    const short = await bid(second, auction, 0, '2945');
    expect(short.status).toBe(422);
    expect(short.body.detail).toBe('price: must be at most $2,940.00: one step lower than the leading bid');
    expect((await bid(second, auction, 0, '2940')).status).toBe(201);
    expect((await bid(third, auction, 0, '2900.50')).status).toBe(201);

    const firstSees = (await seenBy(first, auction)).lots[0]!;
    expect(firstSees).toMatchObject({ bidders: 3, yourBid: { rank: 3 }, leadingPrice: null, ranking: null });
    expect(firstSees.nextBid).toEqual({ price: '2890.50', rule: 'at_most' });
    const ownerSees = (await seenBy(buyer, auction)).lots[0]!;
    expect(ownerSees.leadingPrice).toBe('2900.50');
    expect(ownerSees.ranking!.map((row) => [row.rank, row.price, row.bidder!.id])).toEqual([
      [1, '2900.50', third.user.id],
      [2, '2940.00', second.user.id],
      [3, '2950.00', first.user.id],
    ]);

    const beyond = await bid(first, auction, 1, '2800.01');
    expect(beyond.status).toBe(422);
    expect(beyond.body.detail).toBe('price: must be at most the ceiling price of $2,800.00');
    const lots = (await seenBy(second, auction)).lots;
    expect(lots[1]!.ceilingPrice).toBe('2800.00');
    expect(lots[0]!.ceilingPrice).toBeNull();
  });

  it('lets only invited, verified firms of the bidding side see and bid', async () => {
    const auction = await reverseAuction();
    const path = `/api/auctions/${auction.id}`;
    expect((await outsider.client.get(path)).status).toBe(404);
    expect((await bid(outsider, auction, 0, '2000')).status).toBe(404);
    expect((await otherBuyer.client.get(path)).status).toBe(404);
    const own = await bid(buyer, auction, 0, '2000');
    expect([own.status, own.body.code]).toEqual([403, 'own_auction']);
    const notVerified = await bid(unverified, auction, 0, '2000');
    expect([notVerified.status, notVerified.body.code]).toEqual([403, 'supplier_not_verified']);
    const otherLot = await vendors[0]!.client.post<ProblemBody>(`${path}/bids`, {
      lotId: 2_000_000,
      price: '1',
    });
    expect([otherLot.status, otherLot.body.detail]).toEqual([422, 'lotId: is not a lot of this auction']);
    const othersProduct = await vendors[0]!.client.post<ProblemBody>(`${path}/bids`, {
      lotId: auction.lots[0]!.id,
      price: '2000',
      productId: offered.get(vendors[1]!),
    });
    expect([othersProduct.status, othersProduct.body.detail]).toEqual([
      422,
      'productId: must be one of your products on sale',
    ]);
    const withPo = await vendors[0]!.client.post<ProblemBody>(`${path}/bids`, {
      lotId: auction.lots[0]!.id,
      price: '2000',
      productId: offered.get(vendors[0]!),
      poNumber: 'PO-1',
    });
    expect([withPo.status, withPo.body.detail]).toEqual([
      422,
      'poNumber: is for a forward auction: in a reverse one you give it when you award',
    ]);
    const listed = await vendors[0]!.client.get<Auction[]>('/api/auctions?state=live');
    expect(listed.body.map((each) => each.id)).toContain(auction.id);
    expect((await outsider.client.get<Auction[]>('/api/auctions')).body.map((each) => each.id)).not.toContain(
      auction.id,
    );
    const open = await reverseAuction({ invitedCompanyIds: undefined, categoryId });
    expect((await outsider.client.get<Auction>(`/api/auctions/${open.id}`)).body.invitedOnly).toBe(false);
    expect((await bid(outsider, open, 0, '2000')).status).toBe(201);
    expect((await otherBuyer.client.get(`/api/auctions/${open.id}`)).status).toBe(404);
  });

  it('moves the close on a bid in its last minutes, up to the cap, and takes none after it', async () => {
    const auction = await reverseAuction({
      overtime: { windowSeconds: 120, extendSeconds: 60, maxExtensions: 2 },
    });
    const [first, second] = vendors as [SignedIn, SignedIn];
    expect((await bid(first, auction, 0, '2500')).status).toBe(201);
    expect((await seenBy(buyer, auction)).extensions).toBe(0);

    await moveAuctionClose(api, auction.id, 30_000);
    const closing = new Date((await seenBy(buyer, auction)).endsAt).getTime();
    const late = await bid(second, auction, 0, '2490');
    expect(new Date(late.body.endsAt).getTime()).toBe(closing + 60_000);
    const later = await bid(first, auction, 0, '2480');
    expect(new Date(later.body.endsAt).getTime()).toBe(closing + 120_000);
    const capped = await bid(second, auction, 0, '2470');
    expect(new Date(capped.body.endsAt).getTime()).toBe(closing + 120_000);
    expect((await seenBy(buyer, auction)).extensions).toBe(2);

    await moveAuctionClose(api, auction.id, -1);
    const closed = await bid(first, auction, 0, '2000');
    expect([closed.status, closed.body.code]).toEqual([409, 'auction_closed']);
    expect((await seenBy(first, auction)).state).toBe('closed');
    const scheduled = await reverseAuction({
      startsAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
      endsAt: new Date(Date.now() + 90 * MINUTE).toISOString(),
    });
    expect(scheduled.state).toBe('scheduled');
    const early = await bid(first, scheduled, 0, '2000');
    expect([early.status, early.body.code]).toEqual([409, 'auction_not_open']);
  });

  it('measures a step from the bidder’s own bid when told, and ties go to the earlier bid', async () => {
    const auction = await reverseAuction({
      step: { kind: 'percent', value: '1', from: 'own' },
      visibility: 'ranking',
    });
    const [first, second] = vendors as [SignedIn, SignedIn];
    expect((await bid(first, auction, 2, '1000')).status).toBe(201);
    expect((await bid(second, auction, 2, '1200')).status).toBe(201);
    // One percent below its own 1,200.00, though not the lead.
    const climb = await bid(second, auction, 2, '1188');
    expect(climb.status, climb.text).toBe(201);
    expect((await bid(first, auction, 2, '990.01')).status).toBe(422);
    const secondLast = await bid(second, auction, 2, '990');
    expect(secondLast.status).toBe(201);
    expect((await bid(first, auction, 2, '990')).status).toBe(201);
    // A hidden ceiling is not given away: a bid over it is taken, and its bidder told it misses it.
    const overHidden = await bid(first, auction, 0, '3100');
    expect(overHidden.status).toBe(201);
    expect(overHidden.body.lot).toMatchObject({ ceilingPrice: null, yourBid: { meetsLimit: false } });
    const ranking: AuctionLot['ranking'] = (await seenBy(second, auction)).lots[2]!.ranking;
    // A bidder knows its own bid's id, never another's; the owner awards by any.
    expect(ranking!.map((row) => [row.rank, row.price, row.yours, row.bidder, row.bidId])).toEqual([
      [1, '990.00', true, null, secondLast.body.id],
      [2, '990.00', false, null, null],
    ]);
    const ownerSees = (await seenBy(buyer, auction)).lots[2]!.ranking!;
    expect(ownerSees.map((row) => row.bidId)).toEqual([secondLast.body.id, expect.any(Number)]);
  });

  it('refuses a flood of bids with when to try again', async () => {
    const auction = await reverseAuction({ step: { kind: 'amount', value: '0.01', from: 'own' } });
    const firm = vendors[3]!;
    for (let index = 0; index < 30; index += 1) {
      expect((await bid(firm, auction, 2, String(5000 - index))).status).toBe(201);
    }
    const flood = await bid(firm, auction, 2, '100');
    expect([flood.status, flood.body.code]).toEqual([429, 'too_many_bids']);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await seenBy(firm, auction)).lots[2]!.yourBid!.price).toBe('4971.00');
  });

  it('runs a verified supplier’s forward auction that buyers bid up past a shown reserve', async () => {
    const seller = vendors[4]!;
    const created = await seller.client.post<Auction>('/api/auctions', {
      direction: 'forward',
      title: 'Teak logs, 40 m³',
      categoryId,
      currency: 'EUR',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 30 * MINUTE).toISOString(),
      lots: [
        cocoaLot('Teak logs', {
          reservePrice: '400',
          showLimit: true,
          unit: 'm³',
          productId: offered.get(seller),
        }),
      ],
      step: { kind: 'amount', value: '5', from: 'leading' },
      visibility: 'leading_price',
    });
    expect(created.status, created.text).toBe(201);
    const auction = created.body;
    const below = await bid(buyer, auction, 0, '399');
    expect(below.body.detail).toBe('price: must be at least the reserve price of €400.00');
    expect((await bid(buyer, auction, 0, '400')).status).toBe(201);
    const raise = await bid(otherBuyer, auction, 0, '404');
    expect(raise.body.detail).toBe('price: must be at least €405.00: one step higher than the leading bid');
    const taken = await bid(otherBuyer, auction, 0, '405');
    expect(taken.body.lot).toMatchObject({
      leadingPrice: '405.00',
      yourBid: { rank: 1 },
      reservePrice: '400.00',
    });
    expect((await seenBy(buyer, auction)).lots[0]).toMatchObject({
      leadingPrice: '405.00',
      yourBid: { rank: 2 },
    });
    expect((await bid(vendors[0]!, auction, 0, '500')).status).toBe(404);
  });
});
