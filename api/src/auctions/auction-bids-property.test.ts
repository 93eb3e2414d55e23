import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../payments/index.ts';
import {
  moveAuctionClose,
  signUp,
  startTestApi,
  type SignedIn,
  type TestApi,
  verifiedBidders,
} from '../testing/index.ts';
import { closeAfterBid, meetsBound, nextBidBound, rankLot, type Standing } from './auction-rules.ts';
import type { Auction, PlacedBid } from './auctions.contract.ts';

const OVERTIME = { windowSeconds: 1, extendSeconds: 1, onlyLeading: false, maxExtensions: 2 };

/** A bid sent at `delay` ms after the race starts, by one of three firms, at a price near the ceiling. */
const bidSent = fc.record({
  bidder: fc.nat(2),
  cents: fc.integer({ min: 90_000, max: 100_000 }),
  delay: fc.integer({ min: 0, max: 1_600 }),
});

describe('bids raced at the close', () => {
  let api: TestApi;
  let buyer: SignedIn;
  let bidders: SignedIn[];
  /** Each bidder's product on sale, which its bids offer. */
  let offered: number[];
  beforeAll(async () => {
    api = await startTestApi();
    buyer = await signUp(api, 'buyer');
    const { firms, offered: products } = await verifiedBidders(api, 3, 'copper-raced');
    bidders = firms;
    offered = firms.map((firm) => products.get(firm)!);
  });
  afterAll(() => api?.close());

  it('take what a one-by-one replay takes: the same close, winner and ranks, and nothing after the close', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bidSent, { minLength: 4, maxLength: 14 }),
        fc.constantFrom('own' as const, 'leading' as const),
        async (sent, from) => {
          const created = await buyer.client.post<Auction>('/api/auctions', {
            direction: 'reverse',
            title: 'Copper cathode, raced',
            currency: 'USD',
            startsAt: new Date().toISOString(),
            endsAt: new Date(Date.now() + 600_000).toISOString(),
            lots: [
              { title: 'Grade A', quantity: 100, unit: 't', incoterm: 'CIF', incotermPlace: 'Rotterdam' },
            ],
            step: { kind: 'amount', value: '5', from },
            visibility: 'ranking',
            overtime: OVERTIME,
            invitedCompanyIds: bidders.map((firm) => firm.user.id),
          });
          expect(created.status, created.text).toBe(201);
          const auction = created.body;
          const close = await moveAuctionClose(api, auction.id, 800);

          const answers = await Promise.all(
            sent.map(async ({ bidder, cents, delay }) => {
              await new Promise((resolve) => setTimeout(resolve, delay));
              return bidders[bidder]!.client.post<PlacedBid>(`/api/auctions/${auction.id}/bids`, {
                lotId: auction.lots[0]!.id,
                price: (cents / 100).toFixed(2),
                productId: offered[bidder],
              });
            }),
          );
          expect(
            answers.map((answer) => answer.status).filter((status) => ![201, 409, 422].includes(status)),
          ).toEqual([]);

          const taken = (await api.db
            .knex('auctionBids')
            .where({ auctionId: auction.id })
            .orderBy('id')
            .select('id', 'bidderId', 'price', 'placedAt')) as {
            id: string;
            bidderId: string;
            price: string;
            placedAt: Date;
          }[];
          expect(taken).toHaveLength(answers.filter((answer) => answer.status === 201).length);

          // The replay: each bid in the order the database took it, against the bids before it.
          let endsAt = close;
          let extensions = 0;
          const before: Standing[] = [];
          for (const bid of taken) {
            expect(bid.placedAt.getTime()).toBeLessThan(endsAt.getTime());
            const cents = toCents(bid.price);
            const ranked = rankLot('reverse', before);
            const own = ranked.find((standing) => standing.bidderId === bid.bidderId);
            const leading = ranked[0];
            const step = { kind: 'amount' as const, value: '5', from };
            expect(
              meetsBound('reverse', cents, nextBidBound('reverse', step, own?.cents, leading?.cents)),
            ).toBe(true);
            const moved = closeAfterBid(OVERTIME, {
              endsAt,
              at: bid.placedAt,
              extensions,
              tookLead: !leading || leading.bidderId === bid.bidderId || cents < leading.cents,
            });
            if (moved > endsAt) extensions += 1;
            endsAt = moved;
            before.push({ bidderId: bid.bidderId, bidId: Number(bid.id), cents });
          }

          const seen = (await buyer.client.get<Auction>(`/api/auctions/${auction.id}`)).body;
          expect(new Date(seen.endsAt).getTime()).toBe(endsAt.getTime());
          expect(seen.extensions).toBe(extensions);
          expect(seen.lots[0]!.ranking!.map((row) => [row.rank, row.bidder!.id, toCents(row.price)])).toEqual(
            rankLot('reverse', before).map((standing) => [standing.rank, standing.bidderId, standing.cents]),
          );
        },
      ),
      { numRuns: 8 },
    );
  }, 60_000);
});
