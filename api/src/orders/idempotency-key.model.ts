import { BaseModel } from '../platform/database/base-model.ts';

/** A buyer’s Idempotency-Key, and the orders it placed. */
export class IdempotencyKey extends BaseModel {
  static override tableName = 'idempotency_keys';
  static override idColumn = ['userId', 'key'];

  userId!: string;
  key!: string;
  requestHash!: string;
  createdAt!: Date;
  orderIds!: number[] | null;
}
