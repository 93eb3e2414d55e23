import type { Knex } from 'knex';
import { formatDate } from '@rawex/format';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import { orderRefusalOf, orderRefusalProblem, placeOrder } from '../orders/index.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError, invalidField, notFound } from '../platform/errors/index.ts';
import { toCents } from '../payments/index.ts';
import { withinLimit } from './auction-rules.ts';
import { rankStandings } from './auction-views.ts';
import { standingsOf, type AuctionRow, type LotRow } from './auction-rows.ts';
import { notTheOwner, visibleAuction } from './auctions.service.ts';
import type { AwardLotBody, LotDecisionView } from './auction-awards.contract.ts';
import { DIRECTION_TERMS } from './auction-values.contract.ts';

const conflict = (code: string, detail: string) =>
  new AppError({ status: 409, code, title: 'Conflict', detail });

/** The auction and its lot, locked for the decision, with the database's clock; refused unless it may be decided now. */
async function lotToDecide(trx: Knex.Transaction, owner: AuthUser, auctionId: number, lotId: number) {
  const auction = await visibleAuction(trx, owner, auctionId);
  if (auction.ownerId !== owner.companyId) throw notTheOwner('decides its lots');
  const { rows } = await trx.raw('SELECT clock_timestamp() AS now FROM auctions WHERE id = ? FOR UPDATE', [
    auctionId,
  ]);
  const now = (rows as { now: Date }[])[0]!.now;
  const lot = (await trx('auctionLots').where({ id: lotId, auctionId }).forUpdate().first()) as
    LotRow | undefined;
  if (!lot) throw notFound('Lot not found.', 'lot_not_found');
  if (now < auction.endsAt)
    throw conflict(
      'auction_not_closed',
      `This auction closes at ${auction.endsAt.toISOString()}: its lots are decided after the close.`,
    );
  if (now > auction.awardDeadline)
    throw conflict(
      'award_lapsed',
      `The time to decide this auction's lots ended on ${formatDate(auction.awardDeadline)}: the lot lapsed unawarded.`,
    );
  if (lot.decision)
    throw conflict('lot_decided', `This lot was decided already (${lot.decision.replace('_', ' ')}).`);
  return { auction, lot };
}

/** Why a choice needs its reason said, or null: the best bid, within the limit, needs none. */
function reasonWanted(auction: AuctionRow, lot: LotRow, rank: number, cents: bigint): string | null {
  if (rank !== 1) return 'is required: you award another than the best bid';
  const limit = lot.limitPrice === null ? null : toCents(lot.limitPrice);
  if (!withinLimit(auction.direction, cents, limit))
    return `is required: the bid is beyond the lot's ${DIRECTION_TERMS[auction.direction].limitWords}`;
  return null;
}

/**
 * The owner decides a closed lot, once, before the deadline: to a standing bid (the best, or
 * another with a reason), which places its order at the bid's price as every order is placed (the
 * buying firm's limits, approvals and PO numbers hold), or not at all, with a reason.
 */
export async function awardLot(
  db: Knex,
  owner: AuthUser,
  auctionId: number,
  lotId: number,
  body: AwardLotBody,
): Promise<LotDecisionView> {
  try {
    return await db.transaction(async (trx) => {
      const { auction, lot } = await lotToDecide(trx, owner, auctionId, lotId);
      const decided = { decidedAt: trx.fn.now(), decidedBy: owner.id, decisionReason: body.reason ?? null };
      if (body.bidId === null) {
        if (!body.reason) throw invalidField('reason', 'is required: say why the lot is not awarded');
        await trx('auctionLots')
          .where({ id: lotId })
          .update({ decision: 'not_awarded', ...decided });
        return decide(trx, owner, auction, lot, { decision: 'not_awarded', bidId: null, orderId: null });
      }
      const standings = await standingsOf(trx, [auctionId], lotId);
      const ranked = rankStandings(auction.direction, standings);
      const chosen = ranked.find((standing) => standing.bidId === body.bidId);
      if (!chosen) throw invalidField('bidId', 'is not a standing bid on this lot (each bidder’s last)');
      const wanted = reasonWanted(auction, lot, chosen.rank, chosen.cents);
      if (wanted && !body.reason) throw invalidField('reason', wanted);

      const reverse = auction.direction === 'reverse';
      if (!reverse && body.poNumber !== undefined)
        throw invalidField('poNumber', 'is the buyer’s: in a forward auction the winning bid gave it');
      const bid = (await trx('auctionBids')
        .where({ id: chosen.bidId })
        .first('price', 'productId', 'placedBy', 'poNumber')) as {
        price: string;
        productId: number | null;
        placedBy: string | null;
        poNumber: string | null;
      };
      // The buyer places the order: the owner's member in a reverse auction, the bidding member in a forward one.
      const buyer = reverse
        ? owner
        : { ...owner, id: bid.placedBy ?? chosen.bidderId, companyId: chosen.bidderId };
      const orderId = await placeOrder(trx, buyer, {
        vendorId: reverse ? chosen.bidderId : owner.companyId,
        currency: auction.currency.trim(),
        shippingAddress: body.shippingAddress ?? lot.incotermPlace,
        notes: `Auction #${auction.id}, lot ${lot.position}: ${lot.title}`,
        lines: [
          {
            productId: (reverse ? bid.productId : lot.productId)!,
            quantity: lot.quantity,
            unitPrice: bid.price,
          },
        ],
        terms: {
          incoterm: lot.incoterm,
          incotermPlace: lot.incotermPlace,
          incotermPlaceCode: lot.incotermPlaceCode,
          poNumber: (reverse ? body.poNumber : bid.poNumber) ?? null,
          protected: body.protection ?? false,
        },
      });
      await trx('auctionLots')
        .where({ id: lotId })
        .update({ decision: 'awarded', awardedBidId: chosen.bidId, orderId, ...decided });
      return decide(trx, owner, auction, lot, { decision: 'awarded', bidId: chosen.bidId, orderId });
    });
  } catch (error) {
    const refusal = orderRefusalOf(error);
    throw refusal ? orderRefusalProblem(refusal) : error;
  }
}

/** Tells the lot's bidders and the owner's webhooks, keeps the decision in the audit trail, and answers it. */
async function decide(
  trx: Knex.Transaction,
  owner: AuthUser,
  auction: AuctionRow,
  lot: LotRow,
  outcome: Pick<LotDecisionView, 'decision' | 'bidId' | 'orderId'>,
): Promise<LotDecisionView> {
  const row = (await trx('auctionLots').where({ id: lot.id }).first('decidedAt', 'decisionReason')) as {
    decidedAt: Date;
    decisionReason: string | null;
  };
  await recordEvent(trx, 'auction.lot_decided', {
    auctionId: auction.id,
    lotId: lot.id,
    ownerId: auction.ownerId,
    ...outcome,
  });
  await recordAudit(
    trx,
    owner,
    'auction.lot_decided',
    { type: 'auction', id: String(auction.id) },
    {
      lotId: lot.id,
      ...outcome,
      reason: row.decisionReason,
    },
  );
  return { lotId: lot.id, ...outcome, reason: row.decisionReason, decidedAt: row.decidedAt.toISOString() };
}
