import type { Knex } from 'knex';
import { formatDateTime, formatOrderNumber } from '@rawex/format';
import { firmProfiles } from '../accounts/index.ts';
import { productFacts } from '../catalogue/index.ts';
import {
  noEffects,
  type EventDescriber,
  type EventEffects,
  type RecordedEvent,
} from '../notifications/index.ts';
import { buyersWhoOrderedIn } from '../orders/index.ts';
import { moneyText } from '../payments/index.ts';
import { MEMBERS_WHO, type CompanyRole } from '../platform/actor.ts';
import { orderAddress } from '../platform/page-addresses.contract.ts';
import { buyersWhoRequestedIn } from '../trade/index.ts';
import type { LotDecisionView } from './auction-awards.contract.ts';
import { AUCTION_LIMITS, DIRECTION_TERMS } from './auction-values.contract.ts';

/** What a firm is told of an auction: a notice and the same by email, to its members who trade on that side. */
interface Telling {
  key: string;
  firmId: string;
  toMembers: readonly CompanyRole[];
  title: string;
  body: string;
  link: string;
  action: string;
}

function tell(effects: EventEffects, eventId: string, told: Telling): void {
  const { key, firmId, toMembers, title, body, link, action } = told;
  effects.notices.push({ eventId, userId: firmId, toMembers, kind: 'auction', title, body, link });
  effects.emails.push({
    key,
    userId: firmId,
    toMembers,
    kind: 'auction',
    content: { subject: title, paragraphs: [body], action: { label: action, path: link } },
  });
}

type LotDecided = Pick<LotDecisionView, 'lotId' | 'decision' | 'bidId' | 'orderId'> & {
  auctionId: number;
  ownerId: string;
};

/**
 * A lot decided: the owner's webhooks hear of it whole; every firm that bid on the lot is told
 * (webhook, notice, email) whether its bid won, and a winner of the order it placed; a lot that
 * lapsed undecided is told to its owner too.
 */
async function describeLotsDecided(db: Knex, events: RecordedEvent[], effects: EventEffects) {
  for (const event of events) {
    const data = event.data as unknown as LotDecided;
    const lot = (await db('auctionLots')
      .join('auctions', 'auctions.id', 'auctionLots.auctionId')
      .where('auctionLots.id', data.lotId)
      .first(
        'auctionLots.title',
        'auctionLots.position',
        'auctionLots.decisionReason',
        'auctions.direction',
        db.raw('auctions.currency::text AS currency'),
      )) as
      | {
          title: string;
          position: number;
          decisionReason: string | null;
          direction: 'reverse' | 'forward';
          currency: string;
        }
      | undefined;
    if (!lot) continue;
    const bidders = (await db('auctionBids').where({ lotId: data.lotId }).distinct('bidderId')) as {
      bidderId: string;
    }[];
    const winner =
      data.bidId === null
        ? null
        : ((await db('auctionBids').where({ id: data.bidId }).first('bidderId', 'price')) as {
            bidderId: string;
            price: string;
          });
    effects.webhooks.push({ eventId: event.id, type: event.type, userIds: [data.ownerId], data });
    const name = `Auction #${data.auctionId}, lot ${lot.position} (${lot.title})`;
    for (const { bidderId } of bidders) {
      const won = winner?.bidderId === bidderId;
      effects.webhooks.push({
        eventId: event.id,
        type: event.type,
        userIds: [bidderId],
        data: { auctionId: data.auctionId, lotId: data.lotId, decision: data.decision, won },
      });
      const title = won
        ? `${name}: your bid won`
        : data.decision === 'awarded'
          ? `${name}: awarded to another bid`
          : `${name}: not awarded`;
      const body = won
        ? `Your bid of ${moneyText(winner!.price, lot.currency)} won; order #${formatOrderNumber(data.orderId!)} is placed.`
        : data.decision === 'awarded'
          ? 'The lot went to another bid. Thank you for bidding.'
          : data.decision === 'lapsed'
            ? `The lot lapsed unawarded: it was not decided within ${AUCTION_LIMITS.awardDays} days of the close.`
            : `The lot is not awarded: “${lot.decisionReason}”.`;
      const toMembers = lot.direction === 'reverse' ? MEMBERS_WHO.sell : MEMBERS_WHO.buy;
      const link = won
        ? orderAddress(data.orderId!, lot.direction === 'reverse' ? 'supplier' : 'buyer')
        : '/auction';
      tell(effects, event.id, {
        key: `${event.id}:${bidderId}`,
        firmId: bidderId,
        toMembers,
        title,
        body,
        link,
        action: won ? 'See the order' : 'See auctions',
      });
    }
    if (data.decision === 'lapsed') {
      // The owner decided nothing; it hears that the time has passed, and no order was placed.
      const title = `${name}: lapsed unawarded`;
      const body = `The lot was not decided within ${AUCTION_LIMITS.awardDays} days of the close, so it lapsed: no order was placed and its bidders are told.`;
      const toMembers = lot.direction === 'reverse' ? MEMBERS_WHO.buy : MEMBERS_WHO.sell;
      const link = `/auction/${data.auctionId}`;
      tell(effects, event.id, {
        key: `${event.id}:${data.ownerId}`,
        firmId: data.ownerId,
        toMembers,
        title,
        body,
        link,
        action: 'See the auction',
      });
    }
  }
}

/** Bidders told of a new auction in one job; the rest in further jobs, a second apart. */
export const INVITED_BATCH = 100;

/** How far back a buyer's orders or requests in a category show its interest in a lot of it. */
const INTEREST_DAYS = 365;

/**
 * The firms a new auction asks to bid: those invited, or, when it is open to its category, the
 * verified suppliers selling in it (a reverse auction's) or the buyers who ordered or asked for
 * quotes in it within the last year (a forward auction's).
 */
async function biddersOf(db: Knex, auction: OpenedAuction): Promise<string[]> {
  const { categoryId } = auction;
  const since = new Date(Date.now() - INTEREST_DAYS * 86_400_000);
  const firms = auction.invitedOnly
    ? db('auctionInvitations').where({ auctionId: auction.id }).select('companyId as firmId')
    : categoryId === null
      ? undefined
      : auction.direction === 'reverse'
        ? db
            .from(productFacts(db))
            .join(firmProfiles(db, 'seller'), 'seller.id', 'products.vendorId')
            .where({
              'products.categoryId': categoryId,
              'products.isActive': true,
              'seller.isVerified': true,
            })
            .whereNot('products.vendorId', auction.ownerId)
            .distinct('products.vendorId as firmId')
        : db
            .from(
              buyersWhoOrderedIn(db, categoryId, since)
                .union(buyersWhoRequestedIn(db, categoryId, since))
                .as('interested'),
            )
            .join(firmProfiles(db, 'buyer'), 'buyer.id', 'interested.firmId')
            .where('buyer.role', 'buyer')
            .whereNot('interested.firmId', auction.ownerId)
            .select('interested.firmId');
  const rows = firms ? ((await firms.orderBy('firmId')) as { firmId: string }[]) : [];
  return rows.map((row) => row.firmId);
}

interface OpenedAuction {
  id: number;
  ownerId: string;
  ownerName: string;
  direction: 'reverse' | 'forward';
  title: string;
  categoryId: number | null;
  invitedOnly: boolean;
  startsAt: Date;
  endsAt: Date;
  lots: number;
}

/** Tells `bidders` of the auction they may bid in: a notice, an email and a webhook each. */
function invite(event: RecordedEvent, effects: EventEffects, auction: OpenedAuction, bidders: string[]) {
  const title = auction.invitedOnly
    ? `${auction.ownerName} invites you to bid: ${auction.title}`
    : `New auction: ${auction.title}`;
  const terms = DIRECTION_TERMS[auction.direction];
  const body = `${auction.lots} ${auction.lots === 1 ? 'lot' : 'lots'}, ${terms.better} price wins; bidding opens ${formatDateTime(auction.startsAt)} and closes ${formatDateTime(auction.endsAt)}.`;
  const link = `/auction/${auction.id}`;
  const toMembers = auction.direction === 'reverse' ? MEMBERS_WHO.sell : MEMBERS_WHO.buy;
  for (const bidder of bidders)
    tell(effects, event.id, {
      key: `${event.id}:auction_opened:${bidder}`,
      firmId: bidder,
      toMembers,
      title,
      body,
      link,
      action: 'Enter the room',
    });
  effects.webhooks.push({
    eventId: event.id,
    type: 'auction.opened',
    userIds: bidders,
    data: {
      auctionId: auction.id,
      direction: auction.direction,
      title: auction.title,
      startsAt: auction.startsAt.toISOString(),
      endsAt: auction.endsAt.toISOString(),
      invited: auction.invitedOnly,
    },
  });
}

/** A new auction: its bidders are told, the first hundred now and the rest in later jobs. */
async function describeAuctionOpened(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const { auctionId, bidderIds } = event.data as { auctionId: number; bidderIds?: string[] };
  const auction = (await db('auctions')
    .where({ id: auctionId })
    .first(
      'id',
      'ownerId',
      db.raw('company_name(owner_id) AS "ownerName"'),
      'direction',
      'title',
      'categoryId',
      'invitedOnly',
      'startsAt',
      'endsAt',
      db.raw('(SELECT count(*)::integer FROM auction_lots WHERE auction_id = auctions.id) AS lots'),
    )) as OpenedAuction | undefined;
  if (!auction) return;
  if (bidderIds) return invite(event, effects, auction, bidderIds);
  const bidders = await biddersOf(db, auction);
  for (let start = INVITED_BATCH, batch = 1; start < bidders.length; start += INVITED_BATCH, batch += 1)
    effects.later.push({
      key: `${event.id}:invited:${batch}`,
      type: 'auction.opened',
      data: { auctionId, bidderIds: bidders.slice(start, start + INVITED_BATCH) },
      afterSeconds: batch,
    });
  invite(event, effects, auction, bidders.slice(0, INVITED_BATCH));
}

/** An auction's events: bidders told of a new one, and of each lot's decision. */
export const describeAuctionEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events)
    if (event.type === 'auction.opened') await describeAuctionOpened(db, event, effects);
  await describeLotsDecided(
    db,
    events.filter((event) => event.type === 'auction.lot_decided'),
    effects,
  );
  return effects;
};
