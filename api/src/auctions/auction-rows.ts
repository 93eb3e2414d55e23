/**
 * An auction's rows as they are read: their types, the SQL that reads them (its state and award
 * deadline by the database's clock), and the reads every view of it shares.
 */
import type { Knex } from 'knex';
import type { AuctionLot } from './auctions.contract.ts';
import {
  AUCTION_LIMITS,
  AUCTION_STATES,
  type AuctionDirection,
  type AuctionState,
  type AuctionVisibility,
  type LotDecision,
} from './auction-values.contract.ts';
import type { StepRule } from './auction-rules.ts';

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

/**
 * Each bidder's last bid on each lot of the bids `where` picks (SQL on `auction_bids`): its
 * standing there, by the names `StandingRow` gives them; the bidder's name only where asked for.
 */
export const STANDINGS = (where: string, { named }: { named: boolean }) =>
  `SELECT DISTINCT ON (lot_id, bidder_id) id::integer AS id, lot_id AS "lotId", bidder_id AS "bidderId",
          ${named ? 'company_name(bidder_id)' : 'NULL::text'} AS "bidderName", price::text AS price,
          placed_at AS "placedAt"
     FROM auction_bids WHERE ${where} ORDER BY lot_id, bidder_id, id DESC`;

/** Every bidder's standing on the lots of the given auctions, or on one lot of them. */
export async function standingsOf(
  db: Knex,
  auctionIds: readonly number[],
  lotId?: number,
): Promise<StandingRow[]> {
  const { rows } = await db.raw(
    STANDINGS('auction_id = ANY(:auctionIds) AND (:lotId::integer IS NULL OR lot_id = :lotId)', {
      named: true,
    }),
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
