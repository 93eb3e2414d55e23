import type { AuctionStatus, SampleAuction } from '@rawex/api/contracts';
import { sumAmounts } from '@rawex/ui-kit';

/**
 * How far the bidding has come toward the reserve (or, without one, 1.5 × the starting bid), in %:
 * (current − starting) / (target − starting), capped at 100.
 */
export function bidProgress(
  auction: Pick<SampleAuction, 'startingBid' | 'currentBid' | 'reservePrice'>,
): number {
  const starting = Number(auction.startingBid);
  const current = Number(auction.currentBid);
  const target = auction.reservePrice === null ? starting * 1.5 : Number(auction.reservePrice);
  if (target <= starting) return current >= target ? 100 : 0;
  return Math.min(100, Math.max(0, ((current - starting) / (target - starting)) * 100));
}

/** The least the next bid may be: the current bid plus the increment, in cents. */
export const nextBid = (auction: Pick<SampleAuction, 'currentBid' | 'bidIncrement'>) =>
  sumAmounts([auction.currentBid, auction.bidIncrement]);

/** Time left in hours and minutes (`5h 45m`), or `Ended`. */
export function timeLeft(endTime: string, now: number): string {
  const minutes = Math.floor((Date.parse(endTime) - now) / 60_000);
  if (minutes <= 0) return 'Ended';
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Bid Now is offered on live auctions only; Watch on upcoming ones only. */
export const canBid = (status: AuctionStatus) => status === 'live';
export const canWatch = (status: AuctionStatus) => status === 'upcoming';
