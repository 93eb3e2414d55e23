import { BaseModel } from '../platform/database/base-model.ts';
import type { NotificationKind } from './notifications.contract.ts';

/** When a person's last email of a coalesced kind went, and when the next is due. */
export class EmailDigest extends BaseModel {
  static override tableName = 'email_digests';
  static override idColumn = ['userId', 'kind'];

  userId!: string;
  kind!: NotificationKind;
  lastSentAt!: Date | null;
  dueAt!: Date | null;
}

/** One email's words, waiting to go out in its person's next email of its kind. */
export class EmailDigestItem extends BaseModel {
  static override tableName = 'email_digest_items';
  static override jsonAttributes = ['content'];

  id!: number;
  key!: string;
  userId!: string;
  kind!: NotificationKind;
  content!: unknown;
  emailedAt!: Date | null;
  createdAt!: Date;
}
