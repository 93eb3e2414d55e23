import type { Knex } from 'knex';
import { MEMBERS_WHO, readingAsFirm } from '../platform/actor.ts';
import {
  noEffects,
  type EventDescriber,
  type EventEffects,
  type RecordedEvent,
} from '../notifications/index.ts';
import { getConversation, toMessage } from './conversations.service.ts';
import type { Quote } from './rfqs.contract.ts';
import { quotesOf } from './quote-views.ts';
import { getRfq } from './rfqs.service.ts';
import { INCOTERMS, incotermWithPlace, requestedTerms } from './trade-values.contract.ts';
import { describePaymentPlan, moneyText } from '../payments/index.ts';
import { formatDateTime, formatOrderNumber, formatQuantity } from '@rawex/format';
import { productFacts } from '../catalogue/index.ts';

const quoteTerms = (quote: Quote) =>
  `${formatQuantity(quote.quantity, quote.product.unit)} of ${quote.product.name} at ${moneyText(quote.unitPrice, quote.currency)}/${quote.product.unit} (total ${moneyText(quote.totalPrice, quote.currency)}), ${incotermWithPlace(quote.incoterm, quote.incotermPlace)} (${INCOTERMS[quote.incoterm]}), ready ${quote.leadTimeDays} days after the order, valid until ${formatDateTime(quote.validUntil)}`;

async function buyerOf(db: Knex, rfqId: number): Promise<{ buyerId: string; title: string } | undefined> {
  return db('rfqs').where({ id: rfqId }).first('buyerId', 'title');
}

/** Suppliers told of a public request in one job; the rest in further jobs, a second apart. */
export const FAN_OUT_BATCH = 100;

async function describeRfqCreated(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const { rfqId } = event.data as { rfqId: number };
  const row = await db('rfqs').where({ id: rfqId }).first('buyerId', 'vendorId', 'categoryId', 'status');
  if (!row || row.status !== 'open') return;
  // Those who can answer: the one supplier addressed, or every supplier selling in the category.
  const vendors: string[] = row.vendorId
    ? [row.vendorId]
    : (
        await db
          .from(productFacts(db))
          .where({ categoryId: row.categoryId, isActive: true })
          .whereNot({ vendorId: row.buyerId })
          .distinct('vendorId')
          .orderBy('vendorId')
      ).map((product: { vendorId: string }) => product.vendorId);
  for (let start = FAN_OUT_BATCH, batch = 1; start < vendors.length; start += FAN_OUT_BATCH, batch += 1) {
    effects.later.push({
      key: `${event.id}:offered:${batch}`,
      type: 'rfq.offered',
      data: { rfqId, vendorIds: vendors.slice(start, start + FAN_OUT_BATCH) },
      afterSeconds: batch,
    });
  }
  await offerRfq(db, event, effects, rfqId, vendors.slice(0, FAN_OUT_BATCH), Boolean(row.vendorId));
}

/** Tells suppliers of a request they can quote on: in-app, by email and by webhook. */
async function offerRfq(
  db: Knex,
  event: RecordedEvent,
  effects: EventEffects,
  rfqId: number,
  vendors: string[],
  addressed: boolean,
) {
  if (vendors.length === 0) return;
  const rfq = await getRfq(db, readingAsFirm(vendors[0]!, 'vendor'), rfqId);
  if (rfq.status !== 'open') return;
  const { quotes: _quotes, ...published } = rfq;
  const title = addressed ? `${rfq.buyer.name} asks you for a quote` : `New request: ${rfq.title}`;
  const body = `${formatQuantity(rfq.quantity, rfq.unit)} in ${rfq.category.name}, ${requestedTerms(rfq)}. Quotes close ${formatDateTime(rfq.expiresAt)}.`;
  for (const vendor of vendors) {
    effects.notices.push({
      eventId: event.id,
      userId: vendor,
      toMembers: MEMBERS_WHO.sell,
      kind: 'rfq_posted',
      title,
      body,
      link: `/vendor/rfqs/${rfqId}`,
    });
    effects.emails.push({
      key: `${event.id}:rfq_posted:${vendor}`,
      userId: vendor,
      toMembers: MEMBERS_WHO.sell,
      kind: 'rfq_posted',
      content: {
        subject: title,
        paragraphs: [rfq.title, body, rfq.description],
        action: { label: 'Quote on it', path: `/vendor/rfqs/${rfqId}` },
      },
    });
  }
  effects.webhooks.push({
    eventId: event.id,
    type: 'rfq.created',
    userIds: vendors,
    data: { ...published, quoteCount: null },
  });
}

/** A later batch of the suppliers told of a public request. */
async function describeRfqOffered(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const { rfqId, vendorIds } = event.data as { rfqId: number; vendorIds: string[] };
  await offerRfq(db, event, effects, rfqId, vendorIds, false);
}

async function describeQuoteSubmitted(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const { quoteId, version } = event.data as { quoteId: number; version: number };
  const [quote] = await quotesOf(db, (builder) => builder.where('quotes.id', quoteId));
  if (!quote) return;
  const rfq = await buyerOf(db, quote.rfqId);
  if (!rfq) return;
  const revised = version > 1;
  const title = revised ? `${quote.vendor.name} revised its quote` : `New quote from ${quote.vendor.name}`;
  const body = `On “${rfq.title}”: ${quoteTerms(quote)}.`;
  effects.notices.push({
    eventId: event.id,
    userId: rfq.buyerId,
    toMembers: MEMBERS_WHO.buy,
    kind: 'quote_received',
    title,
    body,
    link: `/rfqs/${quote.rfqId}`,
  });
  effects.emails.push({
    key: `${event.id}:quote_received`,
    userId: rfq.buyerId,
    toMembers: MEMBERS_WHO.buy,
    kind: 'quote_received',
    content: {
      subject: `${title}: ${moneyText(quote.totalPrice, quote.currency)}`,
      paragraphs: [
        body,
        ...(quote.paymentPlan ? [`Payment: ${describePaymentPlan(quote.paymentPlan)}`] : []),
        ...(quote.notes ? [quote.notes] : []),
      ],
      action: { label: 'Compare the quotes', path: `/rfqs/${quote.rfqId}` },
    },
  });
  effects.webhooks.push({ eventId: event.id, type: 'quote.submitted', userIds: [rfq.buyerId], data: quote });
}

/** The supplier's news of a decision on its quote. */
function toldVendor(
  event: RecordedEvent,
  effects: EventEffects,
  quote: Quote,
  rfqTitle: string,
  outcome: string,
  detail: string,
) {
  const title = `Your quote on “${rfqTitle}” ${outcome}`;
  effects.notices.push({
    eventId: event.id,
    userId: quote.vendor.id,
    toMembers: MEMBERS_WHO.sell,
    kind: 'quote_decision',
    title,
    body: detail,
    link: '/vendor/rfqs',
  });
  effects.emails.push({
    key: `${event.id}:quote_decision:${quote.id}`,
    userId: quote.vendor.id,
    toMembers: MEMBERS_WHO.sell,
    kind: 'quote_decision',
    content: {
      subject: title,
      paragraphs: [detail],
      action: { label: 'See your quotes', path: '/vendor/rfqs' },
    },
  });
}

async function describeQuoteDecided(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const data = event.data as {
    quoteId?: number;
    rfqId?: number;
    orderId?: number;
    notSelected?: number[];
    quoteIds?: number[];
    status?: string;
    reason?: string | null;
  };
  const decided = [data.quoteId, ...(data.notSelected ?? []), ...(data.quoteIds ?? [])].filter(
    (id): id is number => id !== undefined,
  );
  const quotes = await quotesOf(db, (builder) => builder.whereIn('quotes.id', decided));
  for (const quote of quotes) {
    const rfq = await buyerOf(db, quote.rfqId);
    if (!rfq) continue;
    if (event.type === 'quote.accepted' && quote.id === data.quoteId) {
      toldVendor(
        event,
        effects,
        quote,
        rfq.title,
        'was accepted',
        `The buyer accepted ${quoteTerms(quote)}. Order #${formatOrderNumber(data.orderId!)} is waiting for your confirmation.`,
      );
      effects.webhooks.push({
        eventId: event.id,
        type: 'quote.accepted',
        userIds: [quote.vendor.id, rfq.buyerId],
        data: { ...quote, orderId: data.orderId },
      });
    } else if (event.type === 'quote.declined') {
      toldVendor(
        event,
        effects,
        quote,
        rfq.title,
        'was declined',
        data.reason ? `The buyer said: ${data.reason}` : 'The buyer declined it.',
      );
    } else if (event.type === 'rfq.closed') {
      toldVendor(
        event,
        effects,
        quote,
        rfq.title,
        data.status === 'cancelled' ? 'was not selected' : 'expired',
        data.status === 'cancelled'
          ? 'The buyer cancelled the request.'
          : 'The request closed without an award.',
      );
    } else {
      toldVendor(
        event,
        effects,
        quote,
        rfq.title,
        'was not selected',
        'The buyer accepted another supplier’s quote.',
      );
    }
  }
  if (event.type === 'rfq.closed' && data.status === 'expired' && data.rfqId !== undefined) {
    const rfq = await buyerOf(db, data.rfqId);
    if (rfq) {
      effects.notices.push({
        eventId: event.id,
        userId: rfq.buyerId,
        toMembers: MEMBERS_WHO.buy,
        kind: 'quote_received',
        title: `Your request “${rfq.title}” expired`,
        body:
          quotes.length > 0
            ? `It closed with ${quotes.length} quotes and no award.`
            : 'It closed without a quote. Post it again with a later closing time or to more suppliers.',
        link: `/rfqs/${data.rfqId}`,
      });
    }
  }
}

async function describeMessage(db: Knex, event: RecordedEvent, effects: EventEffects) {
  const {
    messageId,
    conversationId,
    recipientId: told,
  } = event.data as {
    messageId: number;
    conversationId: number;
    recipientId?: string;
  };
  const message = await db('messages')
    .where({ id: messageId })
    .first('id', 'conversationId', 'senderId', 'body', 'attachments', 'createdAt');
  const parties = await db('conversations').where({ id: conversationId }).first('buyerId', 'vendorId');
  if (!message || !parties) return;
  // Events recorded before companies had members name no recipient: the sender was a company's own account.
  const recipientId: string =
    told ?? (message.senderId === parties.buyerId ? parties.vendorId : parties.buyerId);
  const conversation = await getConversation(db, readingAsFirm(recipientId, 'buyer'), conversationId);
  const sender = conversation.counterpart.name;
  const about = conversation.about.rfq?.title ?? conversation.about.product?.name;
  const preview =
    message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body || 'Sent a file.';
  const title = `Message from ${sender}${about ? ` about ${about}` : ''}`;
  const link = `/messages/${conversationId}`;
  effects.notices.push({
    eventId: event.id,
    userId: recipientId,
    toMembers: MEMBERS_WHO.converse,
    kind: 'message_received',
    title,
    body: preview,
    link,
  });
  effects.emails.push({
    key: `${event.id}:message_received`,
    userId: recipientId,
    toMembers: MEMBERS_WHO.converse,
    kind: 'message_received',
    content: {
      subject: title,
      paragraphs: [message.body || 'Sent a file.'],
      action: { label: 'Reply', path: link },
    },
  });
  effects.webhooks.push({
    eventId: event.id,
    type: 'message.created',
    userIds: [recipientId],
    data: { conversationId, message: toMessage(message) },
  });
}

/** Requests posted and closed, quotes submitted and decided, messages written. */
export const describeTradeEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  for (const event of events) {
    if (event.type === 'rfq.created') await describeRfqCreated(db, event, effects);
    else if (event.type === 'rfq.offered') await describeRfqOffered(db, event, effects);
    else if (event.type === 'quote.submitted') await describeQuoteSubmitted(db, event, effects);
    else if (event.type === 'message.created') await describeMessage(db, event, effects);
    else await describeQuoteDecided(db, event, effects);
  }
  return effects;
};
