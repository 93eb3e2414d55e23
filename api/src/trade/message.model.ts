import { BaseModel } from '../platform/database/base-model.ts';

/** One message of a conversation. */
export class Message extends BaseModel {
  static override tableName = 'messages';
  static override jsonAttributes = ['attachments'];

  id!: number;
  conversationId!: number;
  senderId!: string;
  body!: string;
  attachments!: unknown;
  createdAt!: Date;
}
