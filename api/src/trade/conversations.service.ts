import type { Knex } from 'knex';
import type { AuthUser } from '../platform/actor.ts';
import { recordEvent } from '../notifications/index.ts';
import { totalOf } from '../platform/database/paging.ts';
import { invalidField, notFound } from '../platform/errors/index.ts';
import type {
  Conversation,
  ConversationListQuery,
  Message,
  MessageListQuery,
  OpenConversationBody,
  SendMessageBody,
} from './conversations.contract.ts';
import { lockUntilCommit } from '../platform/database/advisory-lock.ts';
import { attachUploads } from '../media/index.ts';
import { isOrderBetween } from '../orders/index.ts';
import { checkMessageRate, checkNewConversationQuota } from './quotas.ts';
import { Conversation as ConversationRecord } from './conversation.model.ts';
import type { ListPage } from '../platform/common.contract.ts';
import { productFacts } from '../catalogue/index.ts';
import { findVendor, firmProfiles } from '../accounts/index.ts';

const conversationNotFound = () => notFound('Conversation not found.', 'conversation_not_found');

interface MessageRow {
  id: number | string;
  conversationId: number;
  senderId: string;
  body: string;
  attachments: Message['attachments'];
  createdAt: Date | string;
}

export const toMessage = (row: MessageRow): Message => ({
  id: Number(row.id),
  conversationId: row.conversationId,
  senderId: row.senderId,
  body: row.body,
  attachments: row.attachments,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Only its two parties see a conversation. */
async function ownConversation(db: Knex, user: AuthUser, id: number, lock = false) {
  const query = ConversationRecord.query(db)
    .findById(id)
    .where((where) => where.where({ buyerId: user.companyId }).orWhere({ vendorId: user.companyId }))
    .select('id', 'buyerId', 'vendorId', 'firstReplyAt');
  const conversation = await (lock ? query.forUpdate() : query);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

/** Appends a message in `trx`: the conversation's counters move with it, the recipient is told. */
async function appendMessage(
  trx: Knex.Transaction,
  sender: AuthUser,
  conversation: { id: number; buyerId: string; vendorId: string; firstReplyAt: Date | null },
  message: SendMessageBody,
): Promise<Message> {
  const [row]: MessageRow[] = await trx('messages')
    .insert({
      conversationId: conversation.id,
      senderId: sender.id,
      body: message.body,
      attachments: JSON.stringify(message.attachments),
    })
    .returning(['id', 'conversationId', 'senderId', 'body', 'attachments', 'createdAt']);
  const fromBuyer = sender.companyId === conversation.buyerId;
  await trx('conversations')
    .where({ id: conversation.id })
    .update({
      lastMessageId: row!.id,
      lastMessageAt: row!.createdAt,
      ...(fromBuyer
        ? { vendorUnread: trx.raw('vendor_unread + 1') }
        : {
            buyerUnread: trx.raw('buyer_unread + 1'),
            ...(conversation.firstReplyAt === null ? { firstReplyAt: row!.createdAt } : {}),
          }),
    });
  await recordEvent(trx, 'message.created', {
    messageId: Number(row!.id),
    conversationId: conversation.id,
    // The sender acts for one side; the other side's company is told (its registering account).
    recipientId: fromBuyer ? conversation.vendorId : conversation.buyerId,
  });
  return toMessage(row!);
}

async function checkSubject(db: Knex, buyer: AuthUser, body: OpenConversationBody): Promise<void> {
  if (body.vendorId === buyer.companyId) throw invalidField('vendorId', 'cannot be yourself');
  const vendor = await findVendor(db, body.vendorId);
  if (!vendor) throw invalidField('vendorId', 'is not a supplier');
  if (body.productId !== undefined) {
    const product = await db
      .from(productFacts(db))
      .where({ id: body.productId, vendorId: body.vendorId, isActive: true })
      .first('id');
    if (!product) throw invalidField('productId', 'is not one of this supplier’s products on sale');
  }
  if (body.rfqId !== undefined) {
    const rfq = await db('rfqs').where({ id: body.rfqId, buyerId: buyer.companyId }).first('id');
    if (!rfq) throw invalidField('rfqId', 'is not one of your requests for quotation');
  }
  if (body.orderId !== undefined) {
    if (!(await isOrderBetween(db, body.orderId, buyer.companyId, body.vendorId))) {
      throw invalidField('orderId', 'is not one of your orders with this supplier');
    }
  }
}

/**
 * Opens a conversation with a supplier about a product, a request or an order, with its first
 * message; one between the same two about the same thing gets the message instead.
 */
export async function openConversation(
  db: Knex,
  buyer: AuthUser,
  body: OpenConversationBody,
): Promise<{ conversation: Conversation; created: boolean }> {
  await checkSubject(db, buyer, body);
  await attachUploads(db, buyer, body.attachments);
  const subject = {
    productId: body.productId ?? null,
    rfqId: body.rfqId ?? null,
    orderId: body.orderId ?? null,
  };
  const { id, created } = await db.transaction(async (trx) => {
    const now = new Date();
    await checkMessageRate(trx, buyer, now);
    await lockUntilCommit(trx, `conversation ${buyer.companyId} ${body.vendorId}`);
    const existing = await trx('conversations')
      .where({ buyerId: buyer.companyId, vendorId: body.vendorId })
      .whereRaw(
        'product_id IS NOT DISTINCT FROM ? AND rfq_id IS NOT DISTINCT FROM ? AND order_id IS NOT DISTINCT FROM ?',
        [subject.productId, subject.rfqId, subject.orderId],
      )
      .first('id', 'buyerId', 'vendorId', 'firstReplyAt');
    if (!existing) {
      await lockUntilCommit(trx, `new conversations ${buyer.companyId}`);
      await checkNewConversationQuota(trx, buyer, now);
    }
    const conversation =
      existing ??
      (
        await trx('conversations')
          .insert({ buyerId: buyer.companyId, vendorId: body.vendorId, ...subject })
          .returning(['id', 'buyerId', 'vendorId', 'firstReplyAt'])
      )[0];
    await appendMessage(trx, buyer, conversation, body);
    return { id: conversation.id as number, created: !existing };
  });
  return { conversation: await getConversation(db, buyer, id), created };
}

/** Conversations with the other party, the subject, the last message and the viewer's unread count. */
function conversationsFor(db: Knex, user: AuthUser) {
  return db('conversations')
    .where((where) =>
      where.where('conversations.buyerId', user.companyId).orWhere('conversations.vendorId', user.companyId),
    )
    .join(firmProfiles(db, 'counterpart'), function joinCounterpart() {
      this.on(
        'counterpart.id',
        '=',
        db.raw(
          'CASE WHEN conversations.buyer_id = ? THEN conversations.vendor_id ELSE conversations.buyer_id END',
          [user.companyId],
        ),
      );
    })
    .leftJoin(productFacts(db, 'product'), 'product.id', 'conversations.productId')
    .leftJoin('rfqs as rfq', 'rfq.id', 'conversations.rfqId')
    .leftJoin('messages as last', 'last.id', 'conversations.lastMessageId')
    .select(
      'conversations.id',
      'conversations.buyerId',
      'conversations.vendorId',
      'conversations.orderId',
      'conversations.lastMessageAt',
      'conversations.createdAt',
      db.raw(
        `CASE WHEN conversations.buyer_id = ? THEN conversations.buyer_unread ELSE conversations.vendor_unread END AS unread_count`,
        [user.companyId],
      ),
      db.raw(`json_build_object('id', counterpart.id,
        'name', company_name(counterpart.id),
        'isVerified', counterpart.role = 'vendor' AND counterpart.is_verified) AS counterpart`),
      db.raw(
        `CASE WHEN product.id IS NULL THEN NULL ELSE json_build_object('id', product.id, 'name', product.name) END AS product`,
      ),
      db.raw(
        `CASE WHEN rfq.id IS NULL THEN NULL ELSE json_build_object('id', rfq.id, 'title', rfq.title) END AS rfq`,
      ),
      db.raw(`CASE WHEN last.id IS NULL THEN NULL ELSE json_build_object('id', last.id,
        'conversationId', last.conversation_id, 'senderId', last.sender_id, 'body', last.body,
        'attachments', last.attachments, 'createdAt', last.created_at) END AS last_message`),
    );
}

interface ConversationRow {
  id: number;
  buyerId: string;
  vendorId: string;
  orderId: number | null;
  lastMessageAt: Date;
  createdAt: Date;
  unreadCount: number;
  counterpart: Conversation['counterpart'];
  product: { id: number; name: string } | null;
  rfq: { id: number; title: string } | null;
  lastMessage: MessageRow | null;
}

const toConversation = (row: ConversationRow): Conversation => ({
  id: row.id,
  buyerId: row.buyerId,
  vendorId: row.vendorId,
  counterpart: row.counterpart,
  about: { product: row.product, rfq: row.rfq, orderId: row.orderId },
  lastMessage: row.lastMessage ? toMessage(row.lastMessage) : null,
  unreadCount: Number(row.unreadCount),
  lastMessageAt: new Date(row.lastMessageAt).toISOString(),
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function getConversation(db: Knex, user: AuthUser, id: number): Promise<Conversation> {
  const row: ConversationRow | undefined = await conversationsFor(db, user)
    .where('conversations.id', id)
    .first();
  if (!row) throw conversationNotFound();
  return toConversation(row);
}

/** The user's conversations, newest activity first. */
export async function listConversations(
  db: Knex,
  user: AuthUser,
  query: ConversationListQuery,
): Promise<ListPage<Conversation>> {
  const unreadOnly = (builder: Knex.QueryBuilder) =>
    query.unread
      ? builder.whereRaw(
          'CASE WHEN conversations.buyer_id = ? THEN conversations.buyer_unread ELSE conversations.vendor_unread END > 0',
          [user.companyId],
        )
      : builder;
  const rows: (ConversationRow & { total: string })[] = await conversationsFor(db, user)
    .modify(unreadOnly)
    .select(db.raw('count(*) OVER () AS total'))
    .orderBy([
      { column: 'conversations.lastMessageAt', order: 'desc' },
      { column: 'conversations.id', order: 'desc' },
    ])
    .limit(query.limit)
    .offset(query.offset);
  const matches = db('conversations')
    .where((where) => where.where('buyerId', user.companyId).orWhere('vendorId', user.companyId))
    .modify(unreadOnly);
  return { items: rows.map(toConversation), total: await totalOf(db, rows, query.offset, matches) };
}

/** A page of a conversation's messages, newest first, with the cursor of the next (older) page. */
export async function listMessages(
  db: Knex,
  user: AuthUser,
  id: number,
  query: MessageListQuery,
): Promise<{ messages: Message[]; nextCursor: number | undefined }> {
  await ownConversation(db, user, id);
  const rows: MessageRow[] = await db('messages')
    .where({ conversationId: id })
    .modify((builder) => (query.before !== undefined ? builder.where('id', '<', query.before) : builder))
    .orderBy('id', 'desc')
    .limit(query.limit)
    .select('id', 'conversationId', 'senderId', 'body', 'attachments', 'createdAt');
  const messages = rows.map(toMessage);
  return { messages, nextCursor: messages.length === query.limit ? messages.at(-1)?.id : undefined };
}

export async function sendMessage(
  db: Knex,
  user: AuthUser,
  id: number,
  body: SendMessageBody,
): Promise<Message> {
  await attachUploads(db, user, body.attachments);
  return db.transaction(async (trx) => {
    // The sender's lock before the conversation's row, in the order opening one takes them.
    await checkMessageRate(trx, user, new Date());
    const conversation = await ownConversation(trx, user, id, true);
    return appendMessage(trx, user, conversation, body);
  });
}

/** Marks every message of the other party read; returns the user's unread messages left. */
export async function markConversationRead(db: Knex, user: AuthUser, id: number): Promise<number> {
  const conversation = await ownConversation(db, user, id);
  await db('conversations')
    .where({ id })
    .update(conversation.buyerId === user.companyId ? { buyerUnread: 0 } : { vendorUnread: 0 });
  return unreadMessages(db, user);
}

/** Unread messages in all the firm's conversations (the header's count: `unread_message_count`). */
export async function unreadMessages(db: Knex, user: AuthUser): Promise<number> {
  const { rows } = (await db.raw('SELECT unread_message_count(?) AS count', [user.companyId])) as {
    rows: { count: string }[];
  };
  return Number(rows[0]!.count);
}
