import { Model, type RelationMappings } from 'objection';
import { Message } from './message.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';

/** A buyer and a supplier talking, about a product, a request or an order. */
export class Conversation extends BaseModel {
  static override tableName = 'conversations';

  id!: number;
  buyerId!: string;
  vendorId!: string;
  productId!: number | null;
  rfqId!: number | null;
  orderId!: number | null;
  lastMessageId!: number | null;
  lastMessageAt!: Date;
  buyerUnread!: number;
  vendorUnread!: number;
  firstReplyAt!: Date | null;
  createdAt!: Date;

  messages?: Message[];

  static override relationMappings = (): RelationMappings => ({
    messages: {
      relation: Model.HasManyRelation,
      modelClass: Message,
      join: { from: 'conversations.id', to: 'messages.conversationId' },
    },
  });
}
