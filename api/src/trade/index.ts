// What other domains may use of trade: count a user's unread messages, accept a quote.
export { unreadMessagesQuery } from './conversations.service.ts';
export { acceptQuote } from './quotes.service.ts';
export type { AcceptQuoteBody } from './rfqs.contract.ts';
