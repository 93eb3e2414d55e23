/**
 * An auction as each firm may see it: its owner every bid with its bidder's name; a bidder their
 * own standing and rank, and the leading price or the anonymous ranking as the owner chose.
 */
import { fromCents, toCents, withCents } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { nextBidBound, rankLot, withinLimit, type OvertimeRule, type StepRule } from './auction-rules.ts';
import type { AuctionRow, LotRow, StandingRow } from './auction-rows.ts';
import type { Auction, AuctionLot } from './auctions.contract.ts';
import type { AuctionDirection } from './auction-values.contract.ts';

export const stepOf = (auction: AuctionRow): StepRule => ({
  kind: auction.stepKind,
  value: auction.stepValue,
  from: auction.stepFrom,
});

export const overtimeOf = (auction: AuctionRow): OvertimeRule => ({
  windowSeconds: auction.overtimeWindowSeconds,
  extendSeconds: auction.overtimeExtendSeconds,
  onlyLeading: auction.overtimeOnlyLeading,
  maxExtensions: auction.overtimeMaxExtensions,
});

/** A lot's bidders ranked, best first, from their standings as read. */
export const rankStandings = (direction: AuctionDirection, standings: readonly StandingRow[]) =>
  rankLot(
    direction,
    standings.map((standing) => ({
      bidderId: standing.bidderId,
      bidId: standing.id,
      cents: toCents(standing.price),
    })),
  );

/** The award of a lot: the owner and the winner see which bid and its order; the others that it was not theirs. */
function awardedView(
  lot: LotRow,
  standings: ReadonlyMap<number, StandingRow>,
  viewer: AuthUser,
  isOwner: boolean,
): AuctionLot['awarded'] {
  if (lot.awardedBidId === null) return null;
  const bid = standings.get(Number(lot.awardedBidId));
  const yours = bid?.bidderId === viewer.companyId;
  if (!bid) return null;
  return {
    bidId: bid.id,
    price: withCents(bid.price),
    orderId: isOwner || yours ? lot.orderId : null,
    yours,
  };
}

/** A lot as `viewer`'s firm sees it. */
export function lotView(
  auction: AuctionRow,
  lot: LotRow,
  standings: readonly StandingRow[],
  viewer: AuthUser,
) {
  const { direction, visibility } = auction;
  const isOwner = viewer.companyId === auction.ownerId;
  const byId = new Map(standings.map((standing) => [standing.id, standing]));
  const ranked = rankStandings(direction, standings);
  const leading = ranked[0];
  const yours = ranked.find((standing) => standing.bidderId === viewer.companyId);
  const limit = lot.limitPrice === null ? null : toCents(lot.limitPrice);
  const limitSeen = isOwner || lot.limitShown ? lot.limitPrice : null;
  const takesBids = !isOwner && (auction.state === 'scheduled' || auction.state === 'live');
  const bound = takesBids ? nextBidBound(direction, stepOf(auction), yours?.cents, leading?.cents) : null;
  const showsRanking = isOwner || visibility === 'ranking';
  const view: AuctionLot = {
    id: lot.id,
    position: lot.position,
    title: lot.title,
    quantity: lot.quantity,
    unit: lot.unit,
    incoterm: lot.incoterm,
    incotermPlace: lot.incotermPlace,
    incotermPlaceCode: lot.incotermPlaceCode,
    specifications: lot.specifications,
    ceilingPrice: direction === 'reverse' ? limitSeen : null,
    reservePrice: direction === 'forward' ? limitSeen : null,
    limitShown: lot.limitShown,
    bidders: ranked.length,
    leadingPrice: leading && (isOwner || visibility !== 'rank') ? fromCents(leading.cents) : null,
    yourBid: yours
      ? {
          price: fromCents(yours.cents),
          rank: yours.rank,
          at: byId.get(yours.bidId)!.placedAt.toISOString(),
          meetsLimit: withinLimit(direction, yours.cents, limit),
        }
      : null,
    nextBid:
      bound === null
        ? null
        : { price: fromCents(bound), rule: direction === 'reverse' ? 'at_most' : 'at_least' },
    decision: lot.decision,
    awarded: awardedView(lot, byId, viewer, isOwner),
    ranking: showsRanking
      ? ranked.map((standing) => ({
          rank: standing.rank,
          bidId: isOwner || standing.bidderId === viewer.companyId ? standing.bidId : null,
          price: fromCents(standing.cents),
          yours: standing.bidderId === viewer.companyId,
          bidder: isOwner
            ? { id: standing.bidderId, name: byId.get(standing.bidId)!.bidderName ?? standing.bidderId }
            : null,
          at: byId.get(standing.bidId)!.placedAt.toISOString(),
        }))
      : null,
  };
  return view;
}

/** An auction as `viewer`'s firm sees it. */
export function auctionView(
  auction: AuctionRow,
  lots: readonly LotRow[],
  standings: readonly StandingRow[],
  viewer: AuthUser,
): Auction {
  return {
    id: auction.id,
    direction: auction.direction,
    title: auction.title,
    owner: { id: auction.ownerId, name: auction.ownerName },
    rfqId: auction.rfqId,
    categoryId: auction.categoryId,
    currency: auction.currency.trim(),
    state: auction.state,
    startsAt: auction.startsAt.toISOString(),
    endsAt: auction.endsAt.toISOString(),
    scheduledEndsAt: auction.scheduledEndsAt.toISOString(),
    serverTime: auction.serverTime.toISOString(),
    step: stepOf(auction),
    visibility: auction.visibility,
    overtime: overtimeOf(auction),
    extensions: auction.extensions,
    awardBy: auction.awardDeadline.toISOString(),
    invitedOnly: auction.invitedOnly,
    role: viewer.companyId === auction.ownerId ? 'owner' : 'bidder',
    lots: lots
      .filter((lot) => lot.auctionId === auction.id)
      .map((lot) =>
        lotView(
          auction,
          lot,
          standings.filter((standing) => standing.lotId === lot.id),
          viewer,
        ),
      ),
    createdAt: auction.createdAt.toISOString(),
  };
}
