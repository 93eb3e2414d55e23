import { BaseModel } from '../platform/database/base-model.ts';

/** Failed sign-ins counted by address or account, and when the next attempt may come. */
export class SignInThrottle extends BaseModel {
  static override tableName = 'sign_in_throttles';
  static override idColumn = 'key';

  key!: string;
  failures!: number;
  nextAttemptAt!: Date;
  lastFailureAt!: Date;
}
