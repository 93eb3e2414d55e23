import { BaseModel } from '../platform/database/base-model.ts';

/** An email, rendered and kept, sent once by the job queue. */
export class Email extends BaseModel {
  static override tableName = 'emails';

  id!: number;
  key!: string;
  userId!: string | null;
  toAddress!: string;
  subject!: string;
  textBody!: string;
  htmlBody!: string;
  attempts!: number;
  lastError!: string | null;
  messageId!: string | null;
  sentAt!: Date | null;
  createdAt!: Date;
}
