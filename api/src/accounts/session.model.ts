import { BaseModel } from '../platform/database/base-model.ts';

/** A signed-in session: its id is the hash of the cookie’s token. */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';
  static override jsonAttributes = ['sess'];

  sid!: string;
  userId!: string;
  sess!: unknown;
  expire!: Date;
  userAgent!: string | null;
  ip!: string | null;
  createdAt!: Date;
  lastSeenAt!: Date;
}
