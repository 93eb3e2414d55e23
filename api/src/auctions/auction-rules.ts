/**
 * The rules a bid is held to and the order bids stand in, worked in whole cents: the bid service
 * applies them under the auction's lock, and the tests replay bids through them one by one.
 */
import { toCents } from '../payments/index.ts';
import type { AuctionDirection, StepBasis, StepKind } from './auction-values.contract.ts';

export interface StepRule {
  kind: StepKind;
  /** An amount ("5.00") or a percent ("1.5"). */
  value: string;
  from: StepBasis;
}

export interface OvertimeRule {
  windowSeconds: number;
  extendSeconds: number;
  onlyLeading: boolean;
  maxExtensions: number | null;
}

/** A bidder's standing on a lot: their last bid, which is their best (each bid improves on their own). */
export interface Standing {
  bidderId: string;
  bidId: number;
  cents: bigint;
}

export interface Ranked extends Standing {
  rank: number;
}

/** Whether `price` is better than `than` for the auction's owner: lower in a reverse auction. */
export const beats = (direction: AuctionDirection, price: bigint, than: bigint) =>
  direction === 'reverse' ? price < than : price > than;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The price one whole step better than `from`: a percent step rounded to the cent away from it. */
export function oneStepBetter(direction: AuctionDirection, step: StepRule, from: bigint): bigint {
  const delta = step.kind === 'amount' ? toCents(step.value) : ceilDiv(from * toCents(step.value), 10_000n);
  const whole = delta > 0n ? delta : 1n;
  return direction === 'reverse' ? from - whole : from + whole;
}

/**
 * The bidders of a lot by standing, best first; of equal prices the one reached first ranks
 * higher. `bids` in the order they were accepted.
 */
export function rankLot(direction: AuctionDirection, bids: readonly Standing[]): Ranked[] {
  const last = new Map<string, Standing>();
  for (const bid of bids) last.set(bid.bidderId, bid);
  return [...last.values()]
    .sort((a, b) => {
      if (a.cents !== b.cents) return beats(direction, a.cents, b.cents) ? -1 : 1;
      return a.bidId - b.bidId;
    })
    .map((standing, index) => ({ ...standing, rank: index + 1 }));
}

/**
 * The price a bidder's next bid must reach (at most it in a reverse auction, at least in a
 * forward one), or null when any price will do: one step better than their own last bid, or than
 * the leading bid, as the owner chose.
 */
export function nextBidBound(
  direction: AuctionDirection,
  step: StepRule,
  own: bigint | undefined,
  leading: bigint | undefined,
): bigint | null {
  const from = step.from === 'own' ? own : leading;
  return from === undefined ? null : oneStepBetter(direction, step, from);
}

/** Whether `price` meets a bound of `nextBidBound` (reached exactly counts). */
export const meetsBound = (direction: AuctionDirection, price: bigint, bound: bigint | null) =>
  bound === null || price === bound || beats(direction, price, bound);

/** Whether `price` keeps within a lot's ceiling (reverse) or reaches its reserve (forward). */
export const withinLimit = (direction: AuctionDirection, price: bigint, limit: bigint | null) =>
  limit === null || price === limit || beats(direction, price, limit);

/**
 * The close after a bid accepted at `at`: a bid within the overtime window before it (one that
 * takes the lead, if the owner said so) puts it `extendSeconds` later, up to the cap on extensions.
 */
export function closeAfterBid(
  overtime: OvertimeRule,
  { endsAt, at, extensions, tookLead }: { endsAt: Date; at: Date; extensions: number; tookLead: boolean },
): Date {
  const inWindow = endsAt.getTime() - at.getTime() <= overtime.windowSeconds * 1000;
  const counts = !overtime.onlyLeading || tookLead;
  const allowed = overtime.maxExtensions === null || extensions < overtime.maxExtensions;
  return inWindow && counts && allowed && overtime.extendSeconds > 0
    ? new Date(endsAt.getTime() + overtime.extendSeconds * 1000)
    : endsAt;
}
