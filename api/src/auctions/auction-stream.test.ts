import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Category } from '../models.ts';
import {
  listProduct,
  signUp,
  startSecondApi,
  startTestApi,
  type SecondApi,
  type SignedIn,
  type TestApi,
} from '../testing/index.ts';
import type { Auction, PlacedBid } from './auctions.contract.ts';

/** A live stream of an auction, read event by event. */
async function follow(url: string, firm: SignedIn, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie: firm.client.cookieHeader, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let pending: Promise<(EventSourceMessage & { auction: Auction }) | undefined> | undefined;
  return {
    response,
    /** The next event within `ms`, or undefined (a read that times out is kept for the next call). */
    async next(ms = 3_000): Promise<(EventSourceMessage & { auction: Auction }) | undefined> {
      pending ??= events
        .read()
        .then(({ value }) => value && { ...value, auction: JSON.parse(value.data) as Auction });
      const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));
      const event = await Promise.race([pending, timeout]);
      if (event) pending = undefined;
      return event;
    },
    close: () => controller.abort(),
  };
}

describe('an auction followed live', () => {
  let api: TestApi;
  let second: SecondApi;
  let buyer: SignedIn;
  let first: SignedIn;
  let other: SignedIn;
  let outsider: SignedIn;
  const offered = new Map<SignedIn, number>();
  beforeAll(async () => {
    api = await startTestApi();
    // Another API process on the same database: a bid taken by one reaches the streams of both.
    second = await startSecondApi(api);
    [buyer, first, other, outsider] = await Promise.all([
      signUp(api, 'buyer'),
      signUp(api, 'vendor'),
      signUp(api, 'vendor'),
      signUp(api, 'vendor'),
    ]);
    await api.db.knex('users').whereIn('id', [first.user.id, other.user.id]).update({ isVerified: true });
    const category = await Category.query(api.db.knex).insertAndFetch({ name: 'Oils', slug: 'oils-live' });
    for (const firm of [first, other]) offered.set(firm, (await listProduct(api, firm, category.id)).id);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('tells each bidder its rank and the time left after every bid, on either process, and resumes', async () => {
    const created = await buyer.client.post<Auction>('/api/auctions', {
      direction: 'reverse',
      title: 'Rapeseed oil',
      currency: 'EUR',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 600_000).toISOString(),
      lots: [
        { title: 'Crude, in bulk', quantity: 500, unit: 't', incoterm: 'FCA', incotermPlace: 'Hamburg' },
      ],
      step: { kind: 'amount', value: '2', from: 'leading' },
      visibility: 'leading_price',
      overtime: { windowSeconds: 3600, extendSeconds: 30 },
      invitedCompanyIds: [first.user.id, other.user.id],
    });
    expect(created.status, created.text).toBe(201);
    const auction = created.body;
    const path = `/api/auctions/${auction.id}/events`;

    const onFirst = await follow(api.url + path, first);
    expect(onFirst.response.headers.get('content-type')).toBe('text/event-stream');
    const onSecond = await follow(second.url + path, other);
    const owner = await follow(second.url + path, buyer);
    for (const stream of [onFirst, onSecond, owner]) {
      expect(await stream.next()).toMatchObject({ event: 'auction', id: '0', auction: { id: auction.id } });
    }

    const placed = await first.client.post<PlacedBid>(`${path.replace('/events', '')}/bids`, {
      lotId: auction.lots[0]!.id,
      price: '900',
      productId: offered.get(first),
    });
    expect(placed.status).toBe(201);
    const [toFirst, toOther, toOwner] = await Promise.all([onFirst.next(), onSecond.next(), owner.next()]);
    expect(toFirst).toMatchObject({ id: String(placed.body.id), auction: { endsAt: placed.body.endsAt } });
    expect(toFirst!.auction.lots[0]).toMatchObject({
      yourBid: { rank: 1 },
      leadingPrice: '900.00',
      ranking: null,
    });
    expect(toOther!.auction.lots[0]).toMatchObject({
      yourBid: null,
      leadingPrice: '900.00',
      nextBid: { price: '898.00', rule: 'at_most' },
    });
    expect(toOwner!.auction.lots[0]!.ranking![0]!.bidder!.id).toBe(first.user.id);
    // The countdown follows the server's clock: the close moved 30 s by overtime.
    expect(Date.parse(toOther!.auction.endsAt)).toBe(Date.parse(auction.endsAt) + 30_000);
    expect(Date.parse(toOther!.auction.serverTime)).toBeLessThan(Date.parse(toOther!.auction.endsAt));

    // A dropped connection resumes: nothing new since the last event, so nothing is sent again.
    onSecond.close();
    const resumed = await follow(second.url + path, other, toOther!.id);
    expect(await resumed.next(500)).toBeUndefined();
    const outbid = await other.client.post<PlacedBid>(`${path.replace('/events', '')}/bids`, {
      lotId: auction.lots[0]!.id,
      price: '897.50',
      productId: offered.get(other),
    });
    expect((await resumed.next())!.auction.lots[0]).toMatchObject({ yourBid: { rank: 1, price: '897.50' } });
    expect((await onFirst.next())!.auction.lots[0]).toMatchObject({ yourBid: { rank: 2 } });
    // Resuming from an older event: the state as it stands is sent at once.
    const behind = await follow(api.url + path, first, String(placed.body.id));
    expect((await behind.next())!.id).toBe(String(outbid.body.id));

    const stranger = await fetch(api.url + path, { headers: { cookie: outsider.client.cookieHeader } });
    expect([stranger.status, ((await stranger.json()) as { code: string }).code]).toEqual([
      404,
      'auction_not_found',
    ]);
    // The rest stay open: stopping the servers ends them.
  });
});
