// What other domains may use of trade: count a user's unread messages.
export { unreadMessagesQuery } from './conversations.service.ts';
