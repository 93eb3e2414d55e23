import { MEMBERS_WHO } from '../platform/actor.ts';
import { definePagedRoute } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  auctionLotPathSchema,
  auctionEventsHeadersSchema,
  auctionListQuerySchema,
  auctionListSchema,
  auctionPathSchema,
  auctionSchema,
  createAuctionBodySchema,
  placeBidBodySchema,
  placedBidSchema,
} from './auctions.contract.ts';
import {
  auctionNotFound,
  createAuction,
  getAuction,
  listAuctions,
  visibleAuction,
} from './auctions.service.ts';
import { awardLotBodySchema, lotDecisionSchema } from './auction-awards.contract.ts';
import { auctionSnapshot } from './auction-feed.ts';
import { streamAuction } from './auction-stream.middleware.ts';
import { placeBid } from './bids.service.ts';
import { awardLot } from './awards.service.ts';
import { bidHistoryCsv } from './bid-history.ts';
import { AUCTION_LIMITS } from './auction-values.contract.ts';

const tag = 'Auctions';
/** Who runs or bids on auctions for their firm: a buyer's purchasers, a supplier's sales members. */
const TRADERS = [...new Set([...MEMBERS_WHO.buy, ...MEMBERS_WHO.sell])];
const auctionMissing = { 404: 'No such auction, or not one your firm may see.' };

const rules = `A reverse auction is a buyer's: verified suppliers bid prices down. A forward auction is a verified
supplier's: buyers bid prices up. Each bid must reach the step (an amount, or a percent) better than the bidder's
own last bid or than the leading bid, as the owner chose; with a shown ceiling or reserve it must keep within it.
Of equal prices the earlier ranks higher. The database's clock decides: a bid is taken only between startsAt and
endsAt, one at a time under the auction's lock, and a bid within the overtime window before the close moves the
close later (endsAt) by the extension. A firm bids at most ${AUCTION_LIMITS.bidsPerMinute} times a minute on one auction.`;

export const auctionRoutes = [
  defineRoute({
    method: 'post',
    path: '/auctions',
    operationId: 'createAuction',
    summary: 'Run an auction: a buyer’s reverse auction or a supplier’s forward one',
    description: `${rules} Invited firms only, or open to every bidder of its category.`,
    tag,
    access: ['buyer', 'vendor'],
    permission: 'write:orders',
    companyRoles: TRADERS,
    confirmedEmail: true,
    body: { type: 'json', schema: createAuctionBodySchema },
    responses: { 201: { description: 'The auction, as its owner sees it.', schema: auctionSchema } },
    errors: {
      403: 'A reverse auction is a buyer’s and a forward one a supplier’s (wrong_side); a supplier must be verified (supplier_not_verified).',
      404: 'rfqId is not your firm’s request (rfq_not_found).',
      409: 'The request no longer takes quotes (rfq_closed).',
      422: 'A field is invalid: times, a limit of the other direction, an invited firm that cannot bid, a currency not traded …',
    },
    async handler(ctx, { body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await createAuction(db.knex, user, body);
    },
  }),
  definePagedRoute({
    path: '/auctions',
    operationId: 'listAuctions',
    summary: 'Auctions your firm runs, is invited to, or may bid on, the latest to close first',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: auctionListQuerySchema,
    page: { description: 'A page of auctions.', schema: auctionListSchema, total: 'Such auctions in all.' },
    list: ({ query, user }, { db }) => listAuctions(db.knex, user, query),
  }),
  defineRoute({
    method: 'get',
    path: '/auctions/:id',
    operationId: 'getAuction',
    summary: 'An auction as your firm may see it',
    description:
      'Its owner sees every standing bid with its bidder; a bidder its own bid and rank, and the leading price or the anonymous ranking as the owner chose.',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: auctionPathSchema,
    responses: { 200: { description: 'The auction.', schema: auctionSchema } },
    errors: auctionMissing,
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getAuction(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auctions/:id/events',
    operationId: 'followAuction',
    summary: 'Follow an auction live: Server-Sent Events',
    description: `A text/event-stream. Each \`auction\` event's data is the auction as GET /api/auctions/{id} answers you
(your rank, the leading price or ranking as shown, endsAt and the server's clock for the countdown); its id is the last
bid's. One comes at once, then one after every bid, whichever API process took it. Reconnecting with Last-Event-ID, you
are sent the state again only if a bid came since. A comment every 15 s keeps the stream alive.`,
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: auctionPathSchema,
    headers: auctionEventsHeadersSchema,
    responses: {
      200: { description: 'The stream of the auction’s states.', contentType: 'text/event-stream' },
    },
    errors: { ...auctionMissing, 503: 'This process does not stream (stream_unavailable).' },
    async handler(ctx, { params, headers, user }, { db, auctionFeed }) {
      await visibleAuction(db.knex, user, params.id);
      const lastEventId =
        headers['last-event-id'] === undefined ? undefined : Number(headers['last-event-id']);
      const read = async () =>
        (await auctionSnapshot(db.knex, params.id)) ?? Promise.reject(auctionNotFound());
      await streamAuction(ctx, auctionFeed, user, params.id, read, lastEventId);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auctions/:id/bids',
    operationId: 'placeBid',
    summary: 'Bid on a lot: binding once taken',
    description: rules,
    tag,
    access: ['buyer', 'vendor'],
    permission: 'write:orders',
    companyRoles: TRADERS,
    confirmedEmail: true,
    params: auctionPathSchema,
    body: { type: 'json', schema: placeBidBodySchema },
    responses: {
      201: { description: 'The bid, taken, with the lot as you see it now.', schema: placedBidSchema },
    },
    errors: {
      ...auctionMissing,
      403: 'Your firm runs the auction (own_auction), is on the side that does not bid (not_a_bidder), or is not verified (supplier_not_verified).',
      409: 'The auction has not opened (auction_not_open) or has closed (auction_closed).',
      422: 'The price misses the step or the shown limit (the message says the figure), or lotId is not a lot of it.',
      429: `More than ${AUCTION_LIMITS.bidsPerMinute} bids in a minute (too_many_bids); Retry-After says when.`,
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await placeBid(db, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auctions/:id/lots/:lotId/award',
    operationId: 'awardAuctionLot',
    summary: 'Decide a closed lot: award it to a bid, which places its order, or not at all',
    description: `Once the auction has closed and within ${AUCTION_LIMITS.awardDays} days of it, once per lot. Awarded to a standing
bid (the best; another, or one beyond a hidden ceiling or reserve, with a reason), it becomes an order at the bid's price,
placed as every order is: the buying firm's limits, approvals and PO numbers hold (a refusal answers as checkout's would,
nothing decided). Every firm that bid on the lot is told.`,
    tag,
    access: ['buyer', 'vendor'],
    permission: 'write:orders',
    companyRoles: TRADERS,
    confirmedEmail: true,
    params: auctionLotPathSchema,
    body: { type: 'json', schema: awardLotBodySchema },
    responses: { 200: { description: 'The decision.', schema: lotDecisionSchema } },
    errors: {
      ...auctionMissing,
      403: 'Your firm does not run this auction (not_the_owner).',
      409: 'Not closed yet (auction_not_closed), past the deadline (award_lapsed), decided already (lot_decided), or the order refused as checkout refuses it (approval_required, sold_out …).',
      422: 'bidId is not a standing bid on the lot, a reason is wanted, or the firm requires a PO number (poNumber).',
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.body = await awardLot(db.knex, user, params.id, params.lotId, body);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/auctions/:id/bids.csv',
    operationId: 'exportAuctionBids',
    summary: 'Every bid the auction took, as CSV, for its owner’s audit',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: auctionPathSchema,
    responses: { 200: { description: 'The bids in the order taken.', contentType: 'text/csv' } },
    errors: { ...auctionMissing, 403: 'Your firm does not run this auction (not_the_owner).' },
    async handler(ctx, { params, user }, { db }) {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(`auction-${params.id}-bids.csv`);
      ctx.body = await bidHistoryCsv(db.knex, user, params.id);
    },
  }),
];
