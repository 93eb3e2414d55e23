import type {
  Auction,
  AuctionState,
  AwardLotBody,
  CreateAuctionBody,
  PlaceBidBody,
} from '@rawex/api/contracts';
import { ok, readAddress } from '@rawex/client';
import { useEffect } from 'react';
import { api } from './client';
import { usePagedList } from './paged';
import { useRead } from './read';

const AUCTIONS_PAGE_SIZE = 24;

/** The auctions the visitor's firm runs, is invited to or may bid on, in one state. */
export function useAuctionList(state: AuctionState) {
  return usePagedList(
    (page) => readAddress('/api/auctions', { query: { state, ...page } }),
    AUCTIONS_PAGE_SIZE,
  );
}

/**
 * An auction as the visitor's firm sees it, kept live: each state the server streams after a bid
 * (any bidder's, on any of its processes) replaces the one shown, without asking again.
 */
export function useLiveAuction(id: number) {
  const read = useRead(readAddress('/api/auctions/{id}', { path: { id } }));
  const { mutate } = read;
  useEffect(() => {
    // The browser reconnects a dropped stream by itself, saying the last event it had.
    const stream = new EventSource(`/api/auctions/${id}/events`);
    stream.addEventListener('auction', (event) => {
      void mutate(JSON.parse((event as MessageEvent<string>).data) as Auction, { revalidate: false });
    });
    return () => stream.close();
  }, [id, mutate]);
  return read;
}

/** A bid on a lot; the auction shown is replaced by the lot as the bid left it. */
export function useBid(auction: Auction | undefined, refresh: (next: Auction) => Promise<unknown>) {
  return async (body: PlaceBidBody) => {
    const { data: placed } = await ok(
      api.POST('/api/auctions/{id}/bids', { params: { path: { id: auction!.id } }, body }),
    );
    await refresh({
      ...auction!,
      endsAt: placed.endsAt,
      lots: auction!.lots.map((lot) => (lot.id === placed.lot.id ? placed.lot : lot)),
    });
    return placed;
  };
}

/** The owner's decision on a closed lot: to a standing bid, which places its order, or to none. */
export function useAward(auctionId: number, lotId: number) {
  return async (body: AwardLotBody) =>
    (
      await ok(
        api.POST('/api/auctions/{id}/lots/{lotId}/award', {
          params: { path: { id: auctionId, lotId } },
          body,
        }),
      )
    ).data;
}

/** A firm runs an auction; answers it as its owner sees it. */
export async function createAuction(body: CreateAuctionBody): Promise<Auction> {
  return (await ok(api.POST('/api/auctions', { body }))).data;
}
