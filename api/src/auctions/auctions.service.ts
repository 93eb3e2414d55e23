import type { Knex } from 'knex';
import { findVendor, firmProfiles } from '../accounts/index.ts';
import { productFacts } from '../catalogue/index.ts';
import { checkTradeCurrencies } from '../currencies/index.ts';
import { recordEvent } from '../notifications/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { AppError, invalidFields, notFound, type FieldError } from '../platform/errors/index.ts';
import { ownOpenRfq } from '../trade/index.ts';
import { auctionView } from './auction-views.ts';
import {
  AUCTION_COLUMNS,
  AUCTION_STATE,
  lotsOf,
  snapshotOf,
  standingsOf,
  type AuctionRow,
} from './auction-rows.ts';
import type { Auction, AuctionListQuery, CreateAuctionBody } from './auctions.contract.ts';
import { AUCTION_LIMITS, DIRECTION_TERMS, type AuctionDirection } from './auction-values.contract.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const auctionNotFound = () => notFound('Auction not found.', 'auction_not_found');

/** 403 for a firm that may see the auction but does not run it: what only its owner does. */
export const notTheOwner = (what: string) =>
  new AppError({
    status: 403,
    code: 'not_the_owner',
    title: 'Forbidden',
    detail: `Only the firm that runs the auction ${what}.`,
  });

/** The direction a firm of the viewer's kind bids in: suppliers in reverse auctions, buyers in forward ones. */
export const bidsIn = (viewer: AuthUser): AuctionDirection | null =>
  viewer.role === 'vendor' ? 'reverse' : viewer.role === 'buyer' ? 'forward' : null;

/**
 * Auctions the viewer's firm may see: its own, those it is invited to, and open ones of the
 * direction its kind bids in.
 */
export const visibleTo = (viewer: AuthUser) => (builder: Knex.QueryBuilder) =>
  builder.where((where) =>
    where
      .where('auctions.ownerId', viewer.companyId)
      .orWhereExists((exists) =>
        exists
          .from('auctionInvitations')
          .whereRaw('auction_invitations.auction_id = auctions.id')
          .where('auctionInvitations.companyId', viewer.companyId),
      )
      .orWhere((open) =>
        open.where('auctions.invitedOnly', false).where('auctions.direction', bidsIn(viewer)),
      ),
  );

/** The auction's row if the viewer's firm may see it, read with the database's clock. */
export async function visibleAuction(db: Knex, viewer: AuthUser, id: number): Promise<AuctionRow> {
  const row = (await db('auctions')
    .where('auctions.id', id)
    .modify(visibleTo(viewer))
    .first(db.raw(AUCTION_COLUMNS))) as AuctionRow | undefined;
  if (!row) throw auctionNotFound();
  return row;
}

/** An auction as the viewer's firm sees it. */
export async function getAuction(db: Knex, viewer: AuthUser, id: number): Promise<Auction> {
  const { auction, lots, standings } = await snapshotOf(db, await visibleAuction(db, viewer, id));
  return auctionView(auction, lots, standings, viewer);
}

/** A page of the auctions the viewer's firm may see, the latest to close first. */
export async function listAuctions(
  db: Knex,
  viewer: AuthUser,
  query: AuctionListQuery,
): Promise<ListPage<Auction>> {
  const filtered = db('auctions')
    .modify(visibleTo(viewer))
    .modify((builder) => {
      if (query.mine) builder.where('auctions.ownerId', viewer.companyId);
      if (query.direction) builder.where('auctions.direction', query.direction);
      if (query.state) builder.whereRaw(`${AUCTION_STATE} = ?`, [query.state]);
    });
  const [rows, counted] = await Promise.all([
    filtered
      .clone()
      .orderBy([
        { column: 'auctions.endsAt', order: 'desc' },
        { column: 'auctions.id', order: 'desc' },
      ])
      .limit(query.limit)
      .offset(query.offset)
      .select(db.raw(AUCTION_COLUMNS)) as Promise<AuctionRow[]>,
    filtered.clone().count({ count: '*' }).first() as Promise<{ count: string }>,
  ]);
  const ids = rows.map((row) => row.id);
  const [lots, standings] = ids.length
    ? await Promise.all([lotsOf(db, ids), standingsOf(db, ids)])
    : [[], []];
  return {
    items: rows.map((row) => auctionView(row, lots, standings, viewer)),
    total: Number(counted.count),
  };
}

const forbidden = (code: string, detail: string) =>
  new AppError({ status: 403, code, title: 'Forbidden', detail });

/** Refuses an auction its firm may not run: a reverse one is a buyer's, a forward one a verified supplier's. */
async function checkOwner(db: Knex, owner: AuthUser, direction: AuctionDirection): Promise<void> {
  const terms = DIRECTION_TERMS[direction];
  if (bidsIn(owner) === direction || owner.role === 'admin') {
    throw forbidden(
      'wrong_side',
      `A ${direction} auction is run by a ${terms.owner} and bid on by ${terms.bidder}s: act for a ${terms.owner}’s firm to run one.`,
    );
  }
  if (direction === 'forward' && !(await findVendor(db, owner.companyId))?.isVerified) {
    throw forbidden(
      'supplier_not_verified',
      'Only suppliers verified by RawEx may auction lots. Confirm your email address and ask us to verify you.',
    );
  }
}

/** What is wrong with the auction's times and lots, as field errors. */
function timeAndLotErrors(body: CreateAuctionBody, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const startsAt = new Date(body.startsAt).getTime();
  const endsAt = new Date(body.endsAt).getTime();
  if (startsAt < now.getTime() - 5 * MINUTE) errors.push({ field: 'startsAt', message: 'is in the past' });
  if (startsAt > now.getTime() + AUCTION_LIMITS.maxStartDays * DAY)
    errors.push({ field: 'startsAt', message: `must be within ${AUCTION_LIMITS.maxStartDays} days` });
  if (endsAt - startsAt < AUCTION_LIMITS.minMinutes * MINUTE)
    errors.push({
      field: 'endsAt',
      message: `must be at least ${AUCTION_LIMITS.minMinutes} minutes after startsAt`,
    });
  if (endsAt - startsAt > AUCTION_LIMITS.maxDays * DAY)
    errors.push({ field: 'endsAt', message: `must be within ${AUCTION_LIMITS.maxDays} days of startsAt` });
  const { limit, limitWords } = DIRECTION_TERMS[body.direction];
  const other = body.direction === 'reverse' ? 'reservePrice' : 'ceilingPrice';
  body.lots.forEach((lot, index) => {
    if (lot[other] !== undefined)
      errors.push({
        field: `lots.${index}.${other}`,
        message: `is not for a ${body.direction} auction: its lots have a ${limitWords} (${limit})`,
      });
    if (lot.showLimit && lot[limit] === undefined)
      errors.push({ field: `lots.${index}.showLimit`, message: `needs a ${limitWords} to show (${limit})` });
  });
  return errors;
}

/** Refuses a forward lot without one of the supplier's own listed products, and a reverse lot with one. */
async function productErrors(db: Knex, owner: AuthUser, body: CreateAuctionBody): Promise<FieldError[]> {
  const named = body.lots.flatMap((lot) => (lot.productId === undefined ? [] : [lot.productId]));
  const own = named.length
    ? ((await db
        .from(productFacts(db))
        .whereIn('id', named)
        .where({ vendorId: owner.companyId, isActive: true })
        .pluck('id')) as number[])
    : [];
  return body.lots.flatMap((lot, index): FieldError[] => {
    const field = `lots.${index}.productId`;
    if (body.direction === 'reverse')
      return lot.productId === undefined
        ? []
        : [
            {
              field,
              message: 'is for a forward auction: in a reverse one each bid names the product offered',
            },
          ];
    if (lot.productId === undefined)
      return [
        { field, message: 'is required: the product of yours on sale the lot is of, which the award orders' },
      ];
    return own.includes(lot.productId) ? [] : [{ field, message: 'must be one of your products on sale' }];
  });
}

/** Refuses invitations of firms that cannot bid: not firms, or not of the kind that bids. */
async function invitationErrors(db: Knex, owner: AuthUser, body: CreateAuctionBody): Promise<FieldError[]> {
  const ids = body.invitedCompanyIds ?? [];
  if (ids.length === 0) return [];
  const bidderRole = body.direction === 'reverse' ? 'vendor' : 'buyer';
  const found = (await db
    .from(firmProfiles(db, 'firm'))
    .whereIn('firm.id', ids)
    .where('firm.role', bidderRole)
    .pluck('firm.id')) as string[];
  const wrong = ids.filter((id) => !found.includes(id) || id === owner.companyId);
  return wrong.length === 0
    ? []
    : [
        {
          field: 'invitedCompanyIds',
          message: `${wrong.join(', ')} ${wrong.length === 1 ? 'is not a' : 'are not'} ${DIRECTION_TERMS[body.direction].bidder}’s firm${wrong.length === 1 ? '' : 's'} that may bid`,
        },
      ];
}

/** A firm runs an auction: a buyer's reverse auction (for one of its requests, if it says) or a supplier's forward one. */
export async function createAuction(db: Knex, owner: AuthUser, body: CreateAuctionBody): Promise<Auction> {
  await checkOwner(db, owner, body.direction);
  const errors = [
    ...timeAndLotErrors(body, new Date()),
    ...(await productErrors(db, owner, body)),
    ...(await invitationErrors(db, owner, body)),
  ];
  if (body.rfqId !== undefined && body.direction === 'forward')
    errors.push({ field: 'rfqId', message: 'is for a reverse auction: a buyer runs one for its request' });
  if (!body.invitedCompanyIds && body.categoryId === undefined && body.rfqId === undefined)
    errors.push({
      field: 'categoryId',
      message: 'is required for an auction open to every verified bidder: name its category, or invite firms',
    });
  if (errors.length > 0) throw invalidFields(errors);
  await checkTradeCurrencies(db, 'currency', [body.currency]);
  const rfq = body.rfqId === undefined ? undefined : await ownOpenRfq(db, owner, body.rfqId);
  const id = await db.transaction(async (trx) => {
    const [auction] = (await trx('auctions')
      .insert({
        ownerId: owner.companyId,
        direction: body.direction,
        title: body.title,
        rfqId: body.rfqId ?? null,
        categoryId: body.categoryId ?? rfq?.categoryId ?? null,
        currency: body.currency,
        startsAt: body.startsAt,
        scheduledEndsAt: body.endsAt,
        endsAt: body.endsAt,
        stepKind: body.step.kind,
        stepValue: body.step.value,
        stepFrom: body.step.from,
        visibility: body.visibility,
        overtimeWindowSeconds: body.overtime.windowSeconds,
        overtimeExtendSeconds: body.overtime.extendSeconds,
        overtimeOnlyLeading: body.overtime.onlyLeading,
        overtimeMaxExtensions: body.overtime.maxExtensions ?? null,
        invitedOnly: body.invitedCompanyIds !== undefined,
        createdBy: owner.id,
      })
      .returning('id')) as { id: number }[];
    await trx('auctionLots').insert(
      body.lots.map((lot, index) => ({
        auctionId: auction!.id,
        position: index + 1,
        title: lot.title,
        quantity: lot.quantity,
        unit: lot.unit,
        incoterm: lot.incoterm,
        incotermPlace: lot.incotermPlace,
        incotermPlaceCode: lot.incotermPlaceCode ?? null,
        specifications: JSON.stringify(lot.specifications ?? {}),
        limitPrice: lot.ceilingPrice ?? lot.reservePrice ?? null,
        limitShown: lot.showLimit,
        productId: lot.productId ?? null,
      })),
    );
    if (body.invitedCompanyIds)
      await trx('auctionInvitations').insert(
        body.invitedCompanyIds.map((companyId) => ({ auctionId: auction!.id, companyId })),
      );
    await recordEvent(trx, 'auction.opened', { auctionId: auction!.id });
    return auction!.id;
  });
  return getAuction(db, owner, id);
}
