import type { Knex } from 'knex';
import { formatDate } from '@rawex/format';
import { firmProfiles } from '../accounts/index.ts';
import { productFacts } from '../catalogue/index.ts';
import { poNumberRequirement } from '../companies/index.ts';
import { PO_NUMBER_REQUIRED } from '../orders/index.ts';
import { fromCents, moneyText, toCents } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { Database } from '../platform/database/database.ts';
import { AppError, invalidField, tooManyRequests } from '../platform/errors/index.ts';
import { beats, closeAfterBid, meetsBound, nextBidBound, withinLimit } from './auction-rules.ts';
import { lotView, overtimeOf, rankStandings, stepOf } from './auction-views.ts';
import {
  AUCTION_COLUMNS,
  LOT_COLUMNS,
  lotFrom,
  STANDINGS,
  type AuctionRow,
  type LotRow,
  type StandingRow,
} from './auction-rows.ts';
import { auctionNotFound, bidsIn, visibleTo } from './auctions.service.ts';
import { AUCTION_CHANNEL } from './auction-feed.ts';
import type { PlaceBidBody, PlacedBid } from './auctions.contract.ts';
import { AUCTION_LIMITS, DIRECTION_TERMS } from './auction-values.contract.ts';

const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });
const forbidden = (code: string, detail: string) =>
  new AppError({ status: 403, code, title: 'Forbidden', detail });

/** What a bid is checked against, read with the auction's lock taken. */
interface BidContext {
  auction: AuctionRow;
  lot: LotRow | undefined;
  /** Whether the bidder's firm is a supplier RawEx verified. */
  bidderVerified: boolean;
  /** Whether the product the bid names is one of the bidder's on sale. */
  offered: boolean;
  /** Whether the bidder's firm requires a PO number on every purchase. */
  poNumberRequired: boolean;
}

/**
 * The auction if the bidder's firm may see it, its row locked until the transaction ends (bids on
 * it are taken one at a time), the lot bid on, and what is known of the bidder and the product it
 * offers. Nothing is locked when the auction is not the bidder's to see.
 */
function lockedContext(db: Knex, bidder: AuthUser, auctionId: number, body: PlaceBidBody) {
  const offered = db
    .from(productFacts(db, 'offered'))
    // The same text whether or not a product is named, so that the statement is prepared once.
    .whereRaw('offered.id = ?', [body.productId ?? null])
    .where({ 'offered.vendorId': bidder.companyId, 'offered.isActive': true })
    .select(db.raw('1'));
  return (
    db('auctions')
      .leftJoin('auctionLots as lot', (join) =>
        join.on('lot.auctionId', 'auctions.id').andOn('lot.id', db.raw('?', [body.lotId])),
      )
      .where('auctions.id', auctionId)
      .modify(visibleTo(bidder))
      .forUpdate('auctions')
      .first(
        db.raw(AUCTION_COLUMNS),
        db.raw(LOT_COLUMNS('lot')),
        db.raw('coalesce((SELECT is_verified FROM ? WHERE id = ? AND role = ?), false) AS "bidderVerified"', [
          firmProfiles(db, 'bidder'),
          bidder.companyId,
          'vendor',
        ]),
        db.raw('EXISTS (?) AS offered', [offered]),
        db.raw('coalesce((?), false) AS "poNumberRequired"', [poNumberRequirement(db, bidder.companyId)]),
      )
      // Named: parsed and planned once per connection, as every bid asks the same.
      .options({ name: 'auction_bid_context' })
  );
}

function contextOf(row: Record<string, unknown> | undefined): BidContext {
  if (!row) throw auctionNotFound();
  const { bidderVerified, offered, poNumberRequired } = row as {
    bidderVerified: boolean;
    offered: boolean;
    poNumberRequired: boolean;
  };
  return {
    auction: row as unknown as AuctionRow,
    lot: lotFrom(row),
    bidderVerified,
    offered,
    poNumberRequired,
  };
}

/** Refuses a firm that may not bid on the auction: its owner, the other side, an unverified supplier. */
function checkBidder(bidder: AuthUser, { auction, bidderVerified }: BidContext): void {
  const terms = DIRECTION_TERMS[auction.direction];
  if (auction.ownerId === bidder.companyId)
    throw forbidden('own_auction', 'This is your firm’s auction: the bids are other firms’.');
  if (bidsIn(bidder) !== auction.direction)
    throw forbidden('not_a_bidder', `A ${auction.direction} auction takes ${terms.bidder}s’ bids.`);
  if (auction.direction === 'reverse' && !bidderVerified)
    throw forbidden(
      'supplier_not_verified',
      'Only suppliers verified by RawEx may bid. Confirm your email address and ask us to verify you.',
    );
}

/**
 * Read once the lock is held (sent with the locking statement, it starts after it): the database's
 * clock, the bidder's bids on the auction in the last minute, and every bidder's standing on the
 * lot (no names: a bidder sees none).
 */
const momentOf = (db: Knex, auctionId: number, lotId: number, bidderId: string) =>
  db
    .raw(
      `SELECT clock_timestamp() AS now,
            (SELECT count(*)::integer FROM auction_bids
              WHERE auction_id = :auctionId AND bidder_id = :bidderId
                AND placed_at > clock_timestamp() - interval '1 minute') AS recent,
            (SELECT min(placed_at) FROM auction_bids
              WHERE auction_id = :auctionId AND bidder_id = :bidderId
                AND placed_at > clock_timestamp() - interval '1 minute') AS oldest,
            coalesce((SELECT json_agg(standing)
                        FROM (${STANDINGS('lot_id = :lotId', { named: false })}) standing), '[]') AS standings`,
      { auctionId, lotId, bidderId },
    )
    .options({ name: 'auction_bid_moment' });

function momentFrom(row: Record<string, unknown>) {
  const moment = row as {
    now: Date;
    recent: number;
    oldest: Date | null;
    standings: (Omit<StandingRow, 'placedAt'> & { placedAt: string })[];
  };
  const standings: StandingRow[] = moment.standings.map((standing) => ({
    ...standing,
    placedAt: new Date(standing.placedAt),
  }));
  return { now: moment.now, recent: moment.recent, oldest: moment.oldest, standings };
}

/** Keeps the bid as taken and tells every API process's streams, when its transaction commits; answers its id. */
const keepBid = (db: Knex, bid: Record<string, unknown>) =>
  db
    .raw(
      `WITH kept AS (
       INSERT INTO auction_bids (auction_id, lot_id, bidder_id, placed_by, price, product_id, po_number, placed_at)
       VALUES (:auctionId, :lotId, :bidderId, :placedBy, :price, :productId, :poNumber, :placedAt) RETURNING id, auction_id)
     SELECT id::integer, pg_notify(:channel, auction_id || ':' || id) FROM kept`,
      { ...bid, channel: AUCTION_CHANNEL },
    )
    .options({ name: 'keep_auction_bid' });

/**
 * Refuses a reverse bid that names none of the bidder's products on sale or names a PO number,
 * and a forward bid that names a product or lacks the PO number the bidder's firm asks for.
 */
function checkOffered({ auction, offered, poNumberRequired }: BidContext, body: PlaceBidBody): void {
  if (auction.direction === 'forward') {
    if (body.productId !== undefined)
      throw invalidField('productId', 'is for a reverse auction: a forward lot is of the supplier’s product');
    if (body.poNumber === undefined && poNumberRequired) throw PO_NUMBER_REQUIRED();
    return;
  }
  if (body.poNumber !== undefined)
    throw invalidField('poNumber', 'is for a forward auction: in a reverse one you give it when you award');
  if (body.productId === undefined)
    throw invalidField(
      'productId',
      'is required: the product of yours on sale you offer, which the award orders',
    );
  if (!offered) throw invalidField('productId', 'must be one of your products on sale');
}

/** Refuses a bid outside the auction's hours, by the database's clock. */
function checkOpen(auction: AuctionRow, now: Date): void {
  if (now < auction.startsAt)
    throw conflict(
      'auction_not_open',
      `This auction opens at ${auction.startsAt.toISOString()}: bids are taken from then until it closes.`,
    );
  if (now >= auction.endsAt)
    throw conflict(
      'auction_closed',
      `This auction closed at ${auction.endsAt.toISOString()} (${formatDate(auction.endsAt)}): it takes no more bids.`,
    );
}

/** Refuses a bidder past their pace: 429 with when the oldest bid of the minute leaves it. */
function checkPace(pace: { now: Date; recent: number; oldest: Date | null }): void {
  if (pace.recent < AUCTION_LIMITS.bidsPerMinute || !pace.oldest) return;
  const retryAfter = (pace.oldest.getTime() + 60_000 - pace.now.getTime()) / 1000;
  throw tooManyRequests(
    'too_many_bids',
    `Your firm has bid ${AUCTION_LIMITS.bidsPerMinute} times on this auction in the last minute, the most a minute takes.`,
    retryAfter,
  );
}

/**
 * A firm bids on a lot. Under the auction's lock and by the database's clock: the bid must come
 * while it is open, beat the bidder's own last bid or the leading bid by the step (as the owner
 * chose), and keep within a shown ceiling or reserve; a bid in the overtime window moves the close.
 */
export async function placeBid(
  db: Database,
  bidder: AuthUser,
  auctionId: number,
  body: PlaceBidBody,
): Promise<PlacedBid> {
  const { knex } = db;
  // Two round trips: the lock with what is read under it, then the bid with the COMMIT.
  return db.transactionInTrips(async (trip) => {
    const [[contextRow], [momentRow]] = await trip.send([
      lockedContext(knex, bidder, auctionId, body),
      momentOf(knex, auctionId, body.lotId, bidder.companyId),
    ]);
    const context = contextOf(contextRow);
    checkBidder(bidder, context);
    const { auction, lot } = context;
    if (!lot) throw invalidField('lotId', 'is not a lot of this auction');
    checkOffered(context, body);
    const moment = momentFrom(momentRow!);
    checkOpen(auction, moment.now);
    checkPace(moment);

    const { direction, currency } = auction;
    const price = toCents(body.price);
    const ranked = rankStandings(direction, moment.standings);
    const own = ranked.find((standing) => standing.bidderId === bidder.companyId);
    const leading = ranked[0];
    const bound = nextBidBound(direction, stepOf(auction), own?.cents, leading?.cents);
    if (!meetsBound(direction, price, bound)) {
      const which = auction.stepFrom === 'own' ? 'your last bid' : 'the leading bid';
      throw invalidField(
        'price',
        `must be ${direction === 'reverse' ? 'at most' : 'at least'} ${moneyText(fromCents(bound!), currency)}: one step ${DIRECTION_TERMS[direction].better} than ${which}`,
      );
    }
    const limit = lot.limitPrice === null ? null : toCents(lot.limitPrice);
    if (lot.limitShown && !withinLimit(direction, price, limit)) {
      throw invalidField(
        'price',
        `must be ${direction === 'reverse' ? 'at most the ceiling price' : 'at least the reserve price'} of ${moneyText(lot.limitPrice!, currency)}`,
      );
    }
    const tookLead =
      !leading || leading.bidderId === bidder.companyId || beats(direction, price, leading.cents);
    const endsAt = closeAfterBid(overtimeOf(auction), {
      endsAt: auction.endsAt,
      at: moment.now,
      extensions: auction.extensions,
      tookLead,
    });
    const keep = keepBid(knex, {
      auctionId,
      lotId: lot.id,
      bidderId: bidder.companyId,
      placedBy: bidder.id,
      price: body.price,
      productId: body.productId ?? null,
      poNumber: body.poNumber ?? null,
      placedAt: moment.now,
    });
    const extend = knex('auctions')
      .where({ id: auctionId })
      .update({ endsAt, extensions: knex.raw('extensions + 1') });
    const [[kept]] = await trip.send(endsAt > auction.endsAt ? [keep, extend] : [keep], { commit: true });
    const id = (kept as { id: number }).id;
    // The lot as the bid left it: the bidder's standing is now this bid.
    const after: StandingRow[] = [
      ...moment.standings.filter((standing) => standing.bidderId !== bidder.companyId),
      {
        id,
        lotId: lot.id,
        bidderId: bidder.companyId,
        bidderName: null,
        price: body.price,
        placedAt: moment.now,
      },
    ];
    return {
      id,
      lotId: lot.id,
      price: body.price,
      at: moment.now.toISOString(),
      endsAt: endsAt.toISOString(),
      lot: lotView({ ...auction, endsAt }, lot, after, bidder),
    };
  });
}
