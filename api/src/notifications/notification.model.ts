import { BaseModel } from '../platform/database/base-model.ts';

/** An in-app notice to a user. */
export class Notification extends BaseModel {
  static override tableName = 'notifications';

  id!: number;
  userId!: string;
  kind!: string;
  title!: string;
  body!: string;
  link!: string;
  eventId!: string | null;
  readAt!: Date | null;
  createdAt!: Date;
}
