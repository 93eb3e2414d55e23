import { BaseModel } from '../platform/database/base-model.ts';

/** The cap an administrator set on one account's keys' hourly limits (else the default). */
export class ApiKeyRateCap extends BaseModel {
  static override tableName = 'api_key_rate_caps';
  static override idColumn = 'userId';

  userId!: string;
  cap!: number;
}
