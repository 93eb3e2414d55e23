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
  /** Until when a run is sending it: another run leaves it alone until then. */
  sendingUntil!: Date | null;
  /** Files sent with it (a document's PDF), by where they are stored. */
  attachments!: unknown[];
  createdAt!: Date;
}
