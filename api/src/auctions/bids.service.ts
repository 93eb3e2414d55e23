import type { Knex } from 'knex';
import { formatDate } from '@rawex/format';
import { findVendor } from '../accounts/index.ts';
import { productFacts } from '../catalogue/index.ts';
import { fromCents, moneyText, toCents } from '../payments/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField, tooManyRequests } from '../platform/errors/index.ts';
import { beats, closeAfterBid, meetsBound, nextBidBound, withinLimit } from './auction-rules.ts';
import {
  lotView,
  overtimeOf,
  rankStandings,
  standingsOf,
  stepOf,
  type AuctionRow,
  type LotRow,
} from './auction-views.ts';
import { bidsIn, visibleAuction } from './auctions.service.ts';
import { notifyBid } from './auction-feed.ts';
import type { PlaceBidBody, PlacedBid } from './auctions.contract.ts';
import { AUCTION_LIMITS, DIRECTION_TERMS } from './auction-values.contract.ts';

const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });
const forbidden = (code: string, detail: string) =>
  new AppError({ status: 403, code, title: 'Forbidden', detail });

/** Refuses a firm that may not bid on the auction: its owner, the other side, an unverified supplier. */
async function checkBidder(db: Knex, bidder: AuthUser, auction: AuctionRow): Promise<void> {
  const terms = DIRECTION_TERMS[auction.direction];
  if (auction.ownerId === bidder.companyId)
    throw forbidden('own_auction', 'This is your firm’s auction: the bids are other firms’.');
  if (bidsIn(bidder) !== auction.direction)
    throw forbidden('not_a_bidder', `A ${auction.direction} auction takes ${terms.bidder}s’ bids.`);
  if (auction.direction === 'reverse' && !(await findVendor(db, bidder.companyId))?.isVerified)
    throw forbidden(
      'supplier_not_verified',
      'Only suppliers verified by RawEx may bid. Confirm your email address and ask us to verify you.',
    );
}

/** The auction's row, locked until `trx` ends, so bids on it are taken one at a time. */
async function lockedAuction(trx: Knex.Transaction, bidder: AuthUser, id: number): Promise<AuctionRow> {
  const auction = await visibleAuction(trx, bidder, id);
  await trx.raw('SELECT 1 FROM auctions WHERE id = ? FOR UPDATE', [id]);
  const ends = (await trx('auctions').where({ id }).first('endsAt', 'extensions')) as Pick<
    AuctionRow,
    'endsAt' | 'extensions'
  >;
  return { ...auction, ...ends };
}

/** Refuses a reverse bid that names none of the bidder's products on sale, and a forward bid that names one. */
async function checkOffered(
  db: Knex,
  bidder: AuthUser,
  auction: AuctionRow,
  body: PlaceBidBody,
): Promise<void> {
  if (auction.direction === 'forward') {
    if (body.productId !== undefined)
      throw invalidField('productId', 'is for a reverse auction: a forward lot is of the supplier’s product');
    return;
  }
  if (body.productId === undefined)
    throw invalidField(
      'productId',
      'is required: the product of yours on sale you offer, which the award orders',
    );
  const onSale = await db
    .from(productFacts(db))
    .where({ id: body.productId, vendorId: bidder.companyId, isActive: true })
    .first('id');
  if (!onSale) throw invalidField('productId', 'must be one of your products on sale');
}

/** The database's clock once the lock is held, and the bidder's bids on the auction in the last minute. */
async function clockAndPace(trx: Knex.Transaction, auctionId: number, bidderId: string) {
  const { rows } = await trx.raw(
    `SELECT clock_timestamp() AS now, count(*)::integer AS recent, min(placed_at) AS oldest
       FROM auction_bids
      WHERE auction_id = ? AND bidder_id = ? AND placed_at > clock_timestamp() - interval '1 minute'`,
    [auctionId, bidderId],
  );
  return rows[0] as { now: Date; recent: number; oldest: Date | null };
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
  db: Knex,
  bidder: AuthUser,
  auctionId: number,
  body: PlaceBidBody,
): Promise<PlacedBid> {
  await checkBidder(db, bidder, await visibleAuction(db, bidder, auctionId));
  return db.transaction(async (trx) => {
    const auction = await lockedAuction(trx, bidder, auctionId);
    const lot = (await trx('auctionLots').where({ id: body.lotId, auctionId }).first()) as LotRow | undefined;
    if (!lot) throw invalidField('lotId', 'is not a lot of this auction');
    await checkOffered(trx, bidder, auction, body);
    const pace = await clockAndPace(trx, auctionId, bidder.companyId);
    checkOpen(auction, pace.now);
    checkPace(pace);

    const { direction, currency } = auction;
    const price = toCents(body.price);
    const before = await standingsOf(trx, [auctionId], lot.id);
    const ranked = rankStandings(direction, before);
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
      at: pace.now,
      extensions: auction.extensions,
      tookLead,
    });
    const [bid] = (await trx('auctionBids')
      .insert({
        auctionId,
        lotId: lot.id,
        bidderId: bidder.companyId,
        placedBy: bidder.id,
        price: body.price,
        productId: body.productId ?? null,
        placedAt: pace.now,
      })
      .returning(['id'])) as { id: string }[];
    await notifyBid(trx, auctionId, Number(bid!.id));
    if (endsAt > auction.endsAt)
      await trx('auctions')
        .where({ id: auctionId })
        .update({ endsAt, extensions: trx.raw('extensions + 1') });
    const after = await standingsOf(trx, [auctionId], lot.id);
    return {
      id: Number(bid!.id),
      lotId: lot.id,
      price: body.price,
      at: pace.now.toISOString(),
      endsAt: endsAt.toISOString(),
      lot: lotView({ ...auction, endsAt }, lot, after, bidder),
    };
  });
}
