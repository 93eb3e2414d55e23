import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { moneyText } from '../payments/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import { orderNumber } from '../platform/common.contract.ts';
import type { LotDecisionView } from './auction-awards.contract.ts';
import { AUCTION_LIMITS } from './auction-values.contract.ts';

type LotDecided = Pick<LotDecisionView, 'lotId' | 'decision' | 'bidId' | 'orderId'> & {
  auctionId: number;
  ownerId: string;
};

/**
 * A lot decided: the owner's webhooks hear of it whole; every firm that bid on the lot is told
 * (webhook, notice, email) whether its bid won, and a winner of the order it placed; a lot that
 * lapsed undecided is told to its owner too.
 */
export const describeAuctionEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
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
        ? `Your bid of ${moneyText(winner!.price, lot.currency)} won; order #${orderNumber(data.orderId!)} is placed.`
        : data.decision === 'awarded'
          ? 'The lot went to another bid. Thank you for bidding.'
          : data.decision === 'lapsed'
            ? `The lot lapsed unawarded: it was not decided within ${AUCTION_LIMITS.awardDays} days of the close.`
            : `The lot is not awarded: “${lot.decisionReason}”.`;
      const toMembers = lot.direction === 'reverse' ? MEMBERS_WHO.sell : MEMBERS_WHO.buy;
      const link = won ? (lot.direction === 'reverse' ? '/vendor/orders' : '/orders') : '/auction';
      effects.notices.push({
        eventId: event.id,
        userId: bidderId,
        toMembers,
        kind: 'quote_decision',
        title,
        body,
        link,
      });
      effects.emails.push({
        key: `${event.id}:${bidderId}`,
        userId: bidderId,
        toMembers,
        kind: 'quote_decision',
        content: {
          subject: title,
          paragraphs: [body],
          action: { label: won ? 'See the order' : 'See auctions', path: link },
        },
      });
    }
    if (data.decision === 'lapsed') {
      // The owner decided nothing; it hears that the time has passed, and no order was placed.
      const title = `${name}: lapsed unawarded`;
      const body = `The lot was not decided within ${AUCTION_LIMITS.awardDays} days of the close, so it lapsed: no order was placed and its bidders are told.`;
      const toMembers = lot.direction === 'reverse' ? MEMBERS_WHO.buy : MEMBERS_WHO.sell;
      const link = `/auction/${data.auctionId}`;
      effects.notices.push({
        eventId: event.id,
        userId: data.ownerId,
        toMembers,
        kind: 'quote_decision',
        title,
        body,
        link,
      });
      effects.emails.push({
        key: `${event.id}:${data.ownerId}`,
        userId: data.ownerId,
        toMembers,
        kind: 'quote_decision',
        content: { subject: title, paragraphs: [body], action: { label: 'See the auction', path: link } },
      });
    }
  }
  return effects;
};
