import { Model, type RelationMappings } from 'objection';
import { WebhookDelivery } from './webhook-delivery.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';
import type { WebhookEventType } from './webhook-values.contract.ts';

/** A third party’s endpoint, the events it wants, and its secret. */
export class Webhook extends BaseModel {
  static override tableName = 'webhooks';

  id!: number;
  /**
   * The company whose endpoint it is (its id is the account's that registered it, which the column
   * was named for): events reach the endpoints of the companies they concern.
   */
  userId!: string;
  url!: string;
  events!: WebhookEventType[];
  description!: string | null;
  /** Sealed (`../platform/secrets.ts`), as is the one before it. */
  secret!: string;
  previousSecret!: string | null;
  previousSecretUntil!: Date | null;
  isEnabled!: boolean;
  disabledReason!: string | null;
  failingSince!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  deliveries?: WebhookDelivery[];

  static override relationMappings = (): RelationMappings => ({
    deliveries: {
      relation: Model.HasManyRelation,
      modelClass: WebhookDelivery,
      join: { from: 'webhooks.id', to: 'webhook_deliveries.webhookId' },
    },
  });
}
