import { z } from 'zod';
import {
  integerIdSchema,
  offsetSchema,
  textSchema,
  timestampSchema,
  userIdSchema,
  wholeNumberText,
} from '../platform/common.contract.ts';
import { bodyIdSchema } from './rfqs.contract.ts';
import { RFQ_LIMITS } from './trade-values.contract.ts';
import { attachmentSchema, attachmentsBodySchema } from '../media/attachments.contract.ts';

export { attachmentSchema };

export const messageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    senderId: z.string(),
    body: z.string(),
    attachments: z.array(attachmentSchema),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = z.array(messageSchema);

const counterpartSchema = z.object({
  id: z.string(),
  name: z.string(),
  isVerified: z.boolean().meta({ description: 'A supplier verified by RawEx (always false for buyers).' }),
});

export const conversationSchema = z
  .object({
    id: z.number().int(),
    buyerId: z.string().meta({ description: 'Who opened it.' }),
    vendorId: z.string().meta({ description: 'The supplier it is with.' }),
    counterpart: counterpartSchema.meta({ description: 'The other party, as you see them.' }),
    about: z
      .object({
        product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        rfq: z.object({ id: z.number().int(), title: z.string() }).nullable(),
        orderId: z.number().int().nullable(),
      })
      .meta({ description: 'What it is about: a product, a request for quotation, an order (or none).' }),
    lastMessage: messageSchema.nullable(),
    unreadCount: z.number().int().meta({ description: 'The other party’s messages you have not read.' }),
    lastMessageAt: timestampSchema,
    createdAt: timestampSchema,
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationListSchema = z.array(conversationSchema);

const attachmentsSchema = attachmentsBodySchema(RFQ_LIMITS.maxAttachments);

const messageBodyText = textSchema(RFQ_LIMITS.maxMessageLength);

export const sendMessageBodySchema = z
  .strictObject({ body: messageBodyText.default(''), attachments: attachmentsSchema })
  .refine((message) => message.body.length > 0 || message.attachments.length > 0, {
    path: ['body'],
    message: 'is required (or attach a file)',
  })
  .meta({ id: 'SendMessageRequest' });
/** What a client sends (before the API's defaults and transforms). */
export type SendMessageRequest = z.input<typeof sendMessageBodySchema>;
export type SendMessageBody = z.output<typeof sendMessageBodySchema>;

export const openConversationBodySchema = z
  .strictObject({
    vendorId: userIdSchema,
    productId: bodyIdSchema.optional().meta({ description: 'One of the supplier’s products.' }),
    rfqId: bodyIdSchema.optional().meta({ description: 'One of your requests for quotation.' }),
    orderId: bodyIdSchema.optional().meta({ description: 'One of your orders with the supplier.' }),
    body: messageBodyText.default(''),
    attachments: attachmentsSchema,
  })
  .refine((message) => message.body.length > 0 || message.attachments.length > 0, {
    path: ['body'],
    message: 'is required (or attach a file)',
  })
  .meta({
    id: 'OpenConversationRequest',
    description:
      'Opens a conversation with a supplier about a product, a request or an order with its first message. One about the same thing already open gets the message instead.',
  });
/** What a client sends (before the API's defaults and transforms). */
export type OpenConversationRequest = z.input<typeof openConversationBodySchema>;
export type OpenConversationBody = z.output<typeof openConversationBodySchema>;

export const conversationPathSchema = z.strictObject({ id: integerIdSchema });

export const MAX_MESSAGE_PAGE = 100;
export const messageListQuerySchema = z.strictObject({
  limit: wholeNumberText(1, MAX_MESSAGE_PAGE)
    .default(50)
    .meta({ description: `Messages per page (default 50, at most ${MAX_MESSAGE_PAGE}).` }),
  before: wholeNumberText(1, Number.MAX_SAFE_INTEGER, 'is too large').optional().meta({
    description: 'The X-Next-Cursor of the page before: the messages older than it. Absent: the newest.',
  }),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const conversationListQuerySchema = z.strictObject({
  limit: wholeNumberText(1, 100).default(50),
  offset: offsetSchema(),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'true: only those with messages you have not read.' }),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const unreadMessagesSchema = z
  .object({
    count: z.number().int().min(0).meta({ description: 'Unread messages in all your conversations.' }),
  })
  .meta({ id: 'UnreadMessages' });
