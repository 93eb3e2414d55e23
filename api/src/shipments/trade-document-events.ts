import { formatOrderNumber } from '@rawex/format';
import { orderAddress } from '../platform/page-addresses.contract.ts';
import { noEffects, type EventDescriber } from '../notifications/index.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';
import {
  TRADE_DOCUMENT_TITLES,
  type TradeDocumentType,
} from '../catalogue/trade-document-values.contract.ts';

interface TradeDocumentEvent {
  documentId: number;
  orderId: number;
  type: TradeDocumentType;
  decision?: 'accept' | 'reject';
  buyerId: string;
  vendorId: string;
}

/**
 * A trade document uploaded or reviewed: both firms' webhooks hear of it; the buyer's people are
 * told a document waits for their review, the supplier's that one was accepted or, with the reason,
 * rejected.
 */
export const describeTradeDocumentEvents: EventDescriber = async (db, events) => {
  const effects = noEffects();
  const ids = events.map((event) => Number(event.data.documentId));
  const reasons = new Map(
    (
      (await db('tradeDocuments').whereIn('id', ids).select('id', 'version', 'reason')) as {
        id: number;
        version: number;
        reason: string | null;
      }[]
    ).map((row) => [row.id, row]),
  );
  for (const event of events) {
    const data = event.data as unknown as TradeDocumentEvent;
    const document = reasons.get(data.documentId);
    if (!document) continue;
    effects.webhooks.push({
      eventId: event.id,
      type: event.type,
      userIds: [data.buyerId, data.vendorId],
      data: { ...data, version: document.version, reason: document.reason },
    });
    const title = TRADE_DOCUMENT_TITLES[data.type];
    const number = formatOrderNumber(data.orderId);
    const told =
      event.type === 'trade_document.submitted'
        ? {
            side: 'buyer',
            userId: data.buyerId,
            toMembers: MEMBERS_WHO.buy,
            link: orderAddress(data.orderId, 'buyer'),
            title: `Order #${number}: ${title.toLowerCase()} to review`,
            body: `The supplier uploaded the ${title.toLowerCase()} (version ${document.version}): accept it or say what is wrong.`,
          }
        : {
            side: 'supplier',
            userId: data.vendorId,
            toMembers: MEMBERS_WHO.moveOrders,
            link: orderAddress(data.orderId, 'supplier'),
            title: `Order #${number}: ${title.toLowerCase()} ${data.decision === 'accept' ? 'accepted' : 'rejected'}`,
            body:
              data.decision === 'accept'
                ? `The buyer accepted the ${title.toLowerCase()}.`
                : `The buyer rejected the ${title.toLowerCase()}: “${document.reason}”. Upload a corrected one.`,
          };
    effects.notices.push({
      eventId: event.id,
      userId: told.userId,
      toMembers: told.toMembers,
      kind: 'order_status',
      title: told.title,
      body: told.body,
      link: told.link,
    });
    effects.emails.push({
      key: `${event.id}:${told.side}`,
      userId: told.userId,
      toMembers: told.toMembers,
      kind: 'order_status',
      content: {
        subject: told.title,
        paragraphs: [told.body],
        action: { label: 'See the documents', path: told.link },
      },
    });
  }
  return effects;
};
