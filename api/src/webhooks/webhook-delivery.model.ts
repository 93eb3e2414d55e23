import { BaseModel } from '../platform/database/base-model.ts';
import type { WebhookDelivery as DeliveryAnswer } from './webhooks.contract.ts';

/** One event sent to one endpoint, and its attempts. */
export class WebhookDelivery extends BaseModel {
  static override tableName = 'webhook_deliveries';
  static override jsonAttributes = ['payload'];

  id!: string;
  webhookId!: number;
  eventId!: string | null;
  eventType!: string;
  payload!: unknown;
  status!: DeliveryAnswer['status'];
  attempts!: number;
  lastStatusCode!: number | null;
  lastError!: string | null;
  lastAttemptAt!: Date | null;
  nextAttemptAt!: Date | null;
  /** While an attempt is being sent: until when its claim holds. */
  sendingUntil!: Date | null;
  createdAt!: Date;
}
