import { cursorHeadersDoc, definePagedRoute, setCursorHeaders } from '../platform/http/pagination.ts';
import { defineRoute } from '../platform/http/route.ts';
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationPathSchema,
  conversationSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  openConversationBodySchema,
  sendMessageBodySchema,
  unreadMessagesSchema,
} from './conversations.contract.ts';
import {
  getConversation,
  listConversations,
  listMessages,
  markConversationRead,
  openConversation,
  sendMessage,
  unreadMessages,
} from './conversations.service.ts';
import { RFQ_LIMITS } from './trade-values.contract.ts';
import { MEMBERS_WHO } from '../platform/actor.ts';

const tag = 'Conversations';
const missing = { 404: 'No such conversation, or not one of yours (only its two parties see it).' };
const tooManyMessages = `sent ${RFQ_LIMITS.maxMessagesPerMinute} messages in the last minute (too_many_messages); Retry-After says when.`;

export const conversationRoutes = [
  defineRoute({
    method: 'post',
    path: '/conversations',
    operationId: 'openConversation',
    summary: 'Write to a supplier about a product, a request or an order',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.converse,
    confirmedEmail: true,
    body: { type: 'json', schema: openConversationBodySchema },
    responses: {
      201: { description: 'The conversation, opened.', schema: conversationSchema },
      200: {
        description: 'The conversation already open about the same thing, with the message added.',
        schema: conversationSchema,
      },
    },
    errors: {
      422: 'A field is invalid: no such supplier, not its product, not your request or order, an attachment you did not upload …',
      429: `You opened ${RFQ_LIMITS.maxNewConversationsPerDay} conversations in the last 24 hours (too_many_conversations), or ${tooManyMessages}`,
    },
    async handler(ctx, { body, user }, { db }) {
      const { conversation, created } = await openConversation(db.knex, user, body);
      ctx.status = created ? 201 : 200;
      ctx.body = conversation;
    },
  }),
  definePagedRoute({
    path: '/conversations',
    operationId: 'listConversations',
    summary: 'Your conversations, newest activity first, each with its last message and unread count',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    query: conversationListQuerySchema,
    page: {
      description: 'A page of conversations.',
      schema: conversationListSchema,
      total: 'Conversations in all.',
    },
    list: ({ query, user }, { db }) => listConversations(db.knex, user, query),
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/unread-count',
    operationId: 'countUnreadMessages',
    summary: 'How many messages in your conversations you have not read',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    responses: { 200: { description: 'The count.', schema: unreadMessagesSchema } },
    async handler(ctx, { user }, { db }) {
      ctx.body = { count: await unreadMessages(db.knex, user) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/:id',
    operationId: 'getConversation',
    summary: 'One of your conversations',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: conversationPathSchema,
    responses: { 200: { description: 'The conversation.', schema: conversationSchema } },
    errors: missing,
    async handler(ctx, { params, user }, { db }) {
      ctx.body = await getConversation(db.knex, user, params.id);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/conversations/:id/messages',
    operationId: 'listMessages',
    summary: 'A conversation’s messages, newest first, a page at a time',
    tag,
    access: 'signed-in',
    permission: 'read:orders',
    params: conversationPathSchema,
    query: messageListQuerySchema,
    responses: {
      200: {
        description: 'A page of messages.',
        schema: messageListSchema,
        headers: cursorHeadersDoc(),
      },
    },
    errors: missing,
    async handler(ctx, { params, query, user }, { db }) {
      const { messages, nextCursor } = await listMessages(db.knex, user, params.id, query);
      setCursorHeaders(ctx, undefined, nextCursor);
      ctx.body = messages;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/messages',
    operationId: 'sendMessage',
    summary: 'Write in a conversation (text up to 5,000 characters, files from POST /upload/document)',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.converse,
    confirmedEmail: true,
    params: conversationPathSchema,
    body: { type: 'json', schema: sendMessageBodySchema },
    responses: { 201: { description: 'The message.', schema: messageSchema } },
    errors: {
      ...missing,
      422: 'The text is empty or too long, or an attachment is not a file you uploaded.',
      429: `You ${tooManyMessages}`,
    },
    async handler(ctx, { params, body, user }, { db }) {
      ctx.status = 201;
      ctx.body = await sendMessage(db.knex, user, params.id, body);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/conversations/:id/read',
    operationId: 'markConversationRead',
    summary: 'Mark the other party’s messages read',
    tag,
    access: 'signed-in',
    permission: 'write:orders',
    companyRoles: MEMBERS_WHO.converse,
    params: conversationPathSchema,
    responses: {
      200: { description: 'Your unread messages left, in all conversations.', schema: unreadMessagesSchema },
    },
    errors: missing,
    async handler(ctx, { params, user }, { db }) {
      ctx.body = { count: await markConversationRead(db.knex, user, params.id) };
    },
  }),
];
