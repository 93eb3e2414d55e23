import { BaseModel } from '../platform/database/base-model.ts';

/** A device and network a person signed in from: a new pair is emailed about. */
export class SignInDevice extends BaseModel {
  static override tableName = 'sign_in_devices';
  static override idColumn = ['userId', 'device', 'ip'];

  userId!: string;
  device!: string;
  ip!: string;
  firstSeenAt!: Date;
  lastSeenAt!: Date;
}
