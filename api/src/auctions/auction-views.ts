/**
 * An auction as each firm may see it: its owner every bid with its bidder's name; a bidder their
 * own standing and rank, and the leading price or the anonymous ranking as the owner chose.
 */
import type { Knex } from 'knex';
import { fromCents, toCents, withCents } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { nextBidBound, rankLot, withinLimit, type OvertimeRule, type StepRule } from './auction-rules.ts';
import type { Auction, AuctionLot } from './auctions.contract.ts';
import {
  AUCTION_LIMITS,
  AUCTION_STATES,
  type AuctionDirection,
  type AuctionState,
  type AuctionVisibility,
  type LotDecision,
} from './auction-values.contract.ts';

/** An auction's row with what its views need beside it. */
export interface AuctionRow {
  id: number;
  ownerId: string;
  ownerName: string;
  direction: AuctionDirection;
  title: string;
  rfqId: number | null;
  categoryId: number | null;
  currency: string;
  startsAt: Date;
  scheduledEndsAt: Date;
  endsAt: Date;
  stepKind: StepRule['kind'];
  stepValue: string;
  stepFrom: StepRule['from'];
  visibility: AuctionVisibility;
  overtimeWindowSeconds: number;
  overtimeExtendSeconds: number;
  overtimeOnlyLeading: boolean;
  overtimeMaxExtensions: number | null;
  extensions: number;
  invitedOnly: boolean;
  createdAt: Date;
  state: AuctionState;
  /** The owner decides each lot before this, or it lapses. */
  awardDeadline: Date;
  /** The database's clock when it was read. */
  serverTime: Date;
}

export interface LotRow {
  id: number;
  auctionId: number;
  position: number;
  title: string;
  quantity: number;
  unit: string;
  incoterm: AuctionLot['incoterm'];
  incotermPlace: string;
  incotermPlaceCode: string | null;
  specifications: AuctionLot['specifications'];
  limitPrice: string | null;
  limitShown: boolean;
  productId: number | null;
  decision: LotDecision | null;
  decisionReason: string | null;
  decidedAt: Date | null;
  orderId: number | null;
  awardedBidId: string | null;
}

/** A bidder's last bid on a lot, which is their standing there. */
export interface StandingRow {
  id: number;
  lotId: number;
  bidderId: string;
  /** The bidding firm's name; null where it was not read (what a bidder sees names no one). */
  bidderName: string | null;
  price: string;
  placedAt: Date;
}

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

/** When the owner's time to decide an auction's lots ends, in SQL on `auctions`: so many days after the close. */
export const AWARD_DEADLINE = `auctions.ends_at + make_interval(days => ${AUCTION_LIMITS.awardDays})`;

const [SCHEDULED, LIVE, CLOSED, DECIDED] = AUCTION_STATES;

/**
 * Where an auction stands by the database's clock, in SQL on `auctions`: it opens, takes bids,
 * closes, and is decided once every lot is (awarded, not awarded or lapsed).
 */
export const AUCTION_STATE = `CASE WHEN clock_timestamp() < auctions.starts_at THEN '${SCHEDULED}'
  WHEN clock_timestamp() < auctions.ends_at THEN '${LIVE}'
  WHEN EXISTS (SELECT 1 FROM auction_lots undecided
                WHERE undecided.auction_id = auctions.id AND undecided.decision IS NULL) THEN '${CLOSED}'
  ELSE '${DECIDED}' END`;

/** The columns of an auction's row, by the names `AuctionRow` gives them. */
export const AUCTION_COLUMNS = `${AUCTION_STATE} AS state, ${AWARD_DEADLINE} AS "awardDeadline", auctions.id, auctions.owner_id AS "ownerId", company_name(auctions.owner_id) AS "ownerName",
  auctions.direction, auctions.title, auctions.rfq_id AS "rfqId", auctions.category_id AS "categoryId",
  auctions.currency, auctions.starts_at AS "startsAt", auctions.scheduled_ends_at AS "scheduledEndsAt",
  auctions.ends_at AS "endsAt", auctions.step_kind AS "stepKind", auctions.step_value::text AS "stepValue",
  auctions.step_from AS "stepFrom", auctions.visibility,
  auctions.overtime_window_seconds AS "overtimeWindowSeconds", auctions.overtime_extend_seconds AS "overtimeExtendSeconds",
  auctions.overtime_only_leading AS "overtimeOnlyLeading", auctions.overtime_max_extensions AS "overtimeMaxExtensions",
  auctions.extensions, auctions.invited_only AS "invitedOnly", auctions.created_at AS "createdAt",
  clock_timestamp() AS "serverTime"`;

/** A lot's columns, by the names `LotRow` gives them. */
const LOT_FIELDS: Record<keyof LotRow, string> = {
  id: 'id',
  auctionId: 'auction_id',
  position: 'position',
  title: 'title',
  quantity: 'quantity',
  unit: 'unit',
  incoterm: 'incoterm',
  incotermPlace: 'incoterm_place',
  incotermPlaceCode: 'incoterm_place_code',
  specifications: 'specifications',
  limitPrice: 'limit_price',
  limitShown: 'limit_shown',
  productId: 'product_id',
  decision: 'decision',
  decisionReason: 'decision_reason',
  decidedAt: 'decided_at',
  orderId: 'order_id',
  awardedBidId: 'awarded_bid_id',
};

/**
 * The columns of the lot `alias` in a raw select, each named `lot.<field>` so that they sit
 * beside another table's without a clash; `lotFrom` reads them back.
 */
export const LOT_COLUMNS = (alias: string) =>
  Object.entries(LOT_FIELDS)
    .map(([field, column]) => `${alias}.${column} AS "lot.${field}"`)
    .join(', ');

/** The lot of a row read with `LOT_COLUMNS`, or undefined where the join found none. */
export function lotFrom(row: Record<string, unknown>): LotRow | undefined {
  if (row['lot.id'] === null || row['lot.id'] === undefined) return undefined;
  return Object.fromEntries(
    Object.keys(LOT_FIELDS).map((field) => [field, row[`lot.${field}`]]),
  ) as unknown as LotRow;
}

/** The lots of the given auctions, in their order. */
export async function lotsOf(db: Knex, auctionIds: readonly number[]): Promise<LotRow[]> {
  return (await db('auctionLots')
    .whereIn('auctionId', auctionIds)
    .orderBy(['auctionId', 'position'])
    .select('*')) as LotRow[];
}

/** Every bidder's standing on the lots of the given auctions, or on one lot of them. */
export async function standingsOf(
  db: Knex,
  auctionIds: readonly number[],
  lotId?: number,
): Promise<StandingRow[]> {
  const { rows } = await db.raw(
    `SELECT DISTINCT ON (lot_id, bidder_id) id::integer, lot_id AS "lotId", bidder_id AS "bidderId",
            company_name(bidder_id) AS "bidderName", price::text AS price, placed_at AS "placedAt"
       FROM auction_bids WHERE auction_id = ANY(:auctionIds) AND (:lotId::integer IS NULL OR lot_id = :lotId)
      ORDER BY lot_id, bidder_id, id DESC`,
    { auctionIds, lotId: lotId ?? null },
  );
  return rows as StandingRow[];
}

/** An auction as it stands, for every firm's own view of it. */
export interface AuctionSnapshot {
  auction: AuctionRow;
  lots: LotRow[];
  standings: StandingRow[];
  /** The last bid it took, 0 before the first. */
  lastBidId: number;
}

/** The auction's lots and standings beside its row. */
export async function snapshotOf(db: Knex, auction: AuctionRow): Promise<AuctionSnapshot> {
  const [lots, standings] = await Promise.all([lotsOf(db, [auction.id]), standingsOf(db, [auction.id])]);
  return { auction, lots, standings, lastBidId: Math.max(0, ...standings.map((standing) => standing.id)) };
}

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
  const bound = isOwner ? null : nextBidBound(direction, stepOf(auction), yours?.cents, leading?.cents);
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
