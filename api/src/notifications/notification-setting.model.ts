import { BaseModel } from '../platform/database/base-model.ts';

/** Whether a user wants a kind of notice emailed. */
export class NotificationSetting extends BaseModel {
  static override tableName = 'notification_settings';
  static override idColumn = ['userId', 'kind'];

  userId!: string;
  kind!: string;
  email!: boolean;
}
