// What other domains may use of trade: accept a quote, find who asks in a category (and, in SQL,
// `unread_message_count`).
export { acceptQuote } from './quote-acceptance.ts';
export { quoteToAccept, type QuoteToAccept } from './quote-to-accept.ts';
export { buyersWhoRequestedIn, ownOpenRfq } from './rfqs.service.ts';
export { tradeDataOf, tradeRowCount } from './personal-data.ts';
export type { AcceptQuoteBody } from './rfqs.contract.ts';
