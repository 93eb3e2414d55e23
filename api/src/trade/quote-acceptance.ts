// A buyer accepting a quote: the order it places, the quote and its request settled at once.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { recordAudit } from '../audit/index.ts';
import { recordEvent } from '../notifications/index.ts';
import {
  claimIdempotencyKey,
  getOrder,
  orderRefusalOf,
  orderRefusalProblem,
  placeOrder,
  rememberIdempotentOrders,
  type OrderRefusal,
} from '../orders/index.ts';
import type { Order } from '../orders/orders.contract.ts';
import type { AuthUser } from '../platform/actor.ts';
import { AppError } from '../platform/errors/index.ts';
import { checkTakingQuotes, lockQuote, quoteDecided, quoteNotFound } from './quotes.service.ts';
import type { AcceptQuoteBody } from './rfqs.contract.ts';

/** The buyer saw another version than the one now current: nothing is ordered. */
const quoteChanged = (seen: number, current: number) =>
  new AppError({
    status: 409,
    code: 'quote_changed',
    title: 'Conflict',
    detail: `The supplier revised this quote after you saw it (you saw version ${seen}, it is now version ${current}): review it, then accept again.`,
    extensions: { version: current },
  });

/** A refused order in the words of a quote's buyer: the supplier is the one to ask for more. */
function quoteOrderRefusalProblem(refusal: OrderRefusal): AppError {
  const product = refusal.line;
  if (refusal.code !== 'sold_out' || !product) return orderRefusalProblem(refusal);
  return new AppError({
    status: 409,
    code: product.is_active ? 'insufficient_stock' : 'product_unavailable',
    title: 'Conflict',
    detail: product.is_active
      ? `Only ${product.available_quantity} of ${product.name} are available; the quote is for ${product.quantity}. Message the supplier.`
      : `${product.name} is no longer on sale. Message the supplier.`,
    extensions: { productId: product.product_id },
  });
}

/**
 * The request's buyer accepts a quote: in one transaction an order of the quote's quantity at its
 * price and terms, placed as every order is (`orders/order-placement.ts`), the quote accepted,
 * the request awarded and its other live quotes not selected. A retry with the same
 * Idempotency-Key answers the order the first accept placed.
 */
export async function acceptQuote(
  db: Knex,
  buyer: AuthUser,
  id: number,
  body: AcceptQuoteBody,
  idempotencyKey?: string,
  /** An approver approved the acceptance: the buyer's limits do not hold it. */
  { approved = false }: { approved?: boolean } = {},
): Promise<{ order: Order; replayed: boolean }> {
  const requestHash = createHash('sha256')
    .update(JSON.stringify({ acceptQuote: id, ...body }))
    .digest('hex');
  let placed: { orderId: number; replayed: boolean };
  try {
    placed = await db.transaction(async (trx) => {
      if (idempotencyKey !== undefined) {
        const earlier = await claimIdempotencyKey(trx, buyer, idempotencyKey, requestHash);
        if (earlier) return { orderId: earlier[0]!, replayed: true };
      }

      const locked = await lockQuote(trx, id);
      if (!locked || locked.rfq.buyerId !== buyer.companyId) throw quoteNotFound();
      const { quote, rfq } = locked;
      if (quote.status !== 'submitted') throw quoteDecided(quote.status, 'accepted');
      if (quote.validUntil.getTime() <= Date.now()) throw quoteDecided('expired', 'accepted');
      checkTakingQuotes(rfq);
      if (quote.version !== body.version) throw quoteChanged(body.version, quote.version);

      const orderId = await placeOrder(trx, buyer, {
        vendorId: quote.vendorId,
        currency: quote.currency,
        shippingAddress: body.shippingAddress ?? rfq.destination,
        notes: body.notes ?? null,
        lines: [{ productId: quote.productId, quantity: quote.quantity, unitPrice: quote.unitPrice }],
        terms: {
          quoteId: quote.id,
          incoterm: quote.incoterm,
          incotermPlace: quote.incotermPlace,
          incotermPlaceCode: quote.incotermPlaceCode,
          leadTimeDays: quote.leadTimeDays,
          paymentPlan: quote.paymentPlan,
          poNumber: body.poNumber ?? null,
          protected: body.protection ?? false,
          approved,
        },
      });
      await trx('quotes').where({ id }).update({ status: 'accepted', orderId, decidedAt: trx.fn.now() });
      const others: { id: number }[] = await trx('quotes')
        .where({ rfqId: rfq.id, status: 'submitted' })
        .update({ status: 'not_selected', decidedAt: trx.fn.now() })
        .returning('id');
      await trx('rfqs')
        .where({ id: rfq.id })
        .update({ status: 'awarded', awardedQuoteId: id, closedAt: trx.fn.now() });
      await recordEvent(trx, 'quote.accepted', {
        quoteId: id,
        rfqId: rfq.id,
        orderId,
        notSelected: others.map((other) => other.id),
      });
      await recordAudit(
        trx,
        buyer,
        'quote.accepted',
        { type: 'order', id: String(orderId) },
        {
          quoteId: id,
          rfqId: rfq.id,
          unitPrice: quote.unitPrice,
          quantity: quote.quantity,
        },
      );
      if (idempotencyKey !== undefined) {
        await rememberIdempotentOrders(trx, buyer, idempotencyKey, [orderId]);
      }
      return { orderId, replayed: false };
    });
  } catch (error) {
    const refusal = orderRefusalOf(error);
    throw refusal ? quoteOrderRefusalProblem(refusal) : error;
  }
  return { order: await getOrder(db, buyer, placed.orderId), replayed: placed.replayed };
}
