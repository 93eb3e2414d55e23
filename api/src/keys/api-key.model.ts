import { Model, type RelationMappings } from 'objection';
import { ApiKeyUsage } from './api-key-usage.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';

/** A third party’s key: only its hash is kept. */
export class ApiKey extends BaseModel {
  static override tableName = 'api_keys';

  id!: number;
  userId!: string;
  /** The firm the key acts for. */
  companyId!: string;
  name!: string;
  keyPrefix!: string;
  keyHash!: string;
  permissions!: string[];
  rateLimit!: number;
  status!: string;
  expiresAt!: Date | null;
  createdAt!: Date;
  revokedAt!: Date | null;
  /** Set while the key is paused (its status 'paused'). */
  pausedAt!: Date | null;

  usage?: ApiKeyUsage[];

  static override relationMappings = (): RelationMappings => ({
    usage: {
      relation: Model.HasManyRelation,
      modelClass: ApiKeyUsage,
      join: { from: 'api_keys.id', to: 'api_key_usage.apiKeyId' },
    },
  });
}
