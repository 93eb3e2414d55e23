import { BaseModel } from '../platform/database/base-model.ts';

/** A key’s requests in one hour, against its limit. */
export class ApiKeyUsage extends BaseModel {
  static override tableName = 'api_key_usage';
  static override idColumn = ['apiKeyId', 'windowStart'];

  apiKeyId!: number;
  windowStart!: Date;
  requests!: number;
  lastUsedAt!: Date;
}
