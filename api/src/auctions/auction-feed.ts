/**
 * Bids as they are taken, to the live streams of every API process: a bid's transaction notifies
 * the channel (delivered when it commits), each process listens on one connection of its own and
 * hands the auction's state, read once a bid, to everyone following that auction there.
 */
import type { Knex } from 'knex';
import type { Database } from '../platform/database/database.ts';
import type { Logger } from '../platform/logger.ts';
import { AUCTION_COLUMNS, snapshotOf, type AuctionRow, type AuctionSnapshot } from './auction-rows.ts';

/** The channel a taken bid is notified on (in its transaction, delivered when it commits), as `auctionId:bidId`. */
export const AUCTION_CHANNEL = 'auction_bids';

/** The auction as it stands now, whoever looks (the caller checked who may). */
export async function auctionSnapshot(db: Knex, auctionId: number): Promise<AuctionSnapshot | undefined> {
  const auction = (await db('auctions').where('auctions.id', auctionId).first(db.raw(AUCTION_COLUMNS))) as
    AuctionRow | undefined;
  return auction && snapshotOf(db, auction);
}

export interface AuctionFollower {
  /** The auction took a bid: its state after it (read once for all its followers here). */
  onBid(snapshot: AuctionSnapshot): void;
  /** The process stops: the stream ends, for its client to resume elsewhere. */
  onEnd(): void;
}

export interface AuctionFeed {
  /** Follows the auction's bids from now on; answers how to stop. */
  follow(auctionId: number, follower: AuctionFollower): Promise<() => void>;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

declare module '../platform/http/route-context.ts' {
  interface RouteServices {
    /** Taken bids, as they come, to this process's live auction streams (a running server has it). */
    auctionFeed?: AuctionFeed;
  }
}

/** Listens once the first stream follows an auction. */
export function createAuctionFeed(db: Database, logger: Logger): AuctionFeed {
  const followers = new Map<number, Set<AuctionFollower>>();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    const auctionId = Number(payload.split(':')[0]);
    const following = followers.get(auctionId);
    if (!following?.size) return;
    auctionSnapshot(db.knex, auctionId).then(
      (snapshot) => {
        if (snapshot) for (const follower of following) follower.onBid(snapshot);
      },
      (error: unknown) =>
        logger.warn({ err: error, auctionId }, 'Could not read auction %d for its streams', auctionId),
    );
  };

  return {
    async follow(auctionId, follower) {
      listening ??= db.listen(AUCTION_CHANNEL, deliver).catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
      await listening;
      const following = followers.get(auctionId) ?? new Set();
      followers.set(auctionId, following.add(follower));
      return () => {
        following.delete(follower);
        if (following.size === 0) followers.delete(auctionId);
      };
    },
    async close() {
      for (const following of followers.values()) for (const follower of following) follower.onEnd();
      followers.clear();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
