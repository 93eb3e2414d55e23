import { BaseModel } from '../platform/database/base-model.ts';
import type { MovedVia } from './order-states.contract.ts';

/** One move of an order, and who made it. */
export class OrderStatusChange extends BaseModel {
  static override tableName = 'order_status_changes';

  id!: number;
  orderId!: number;
  fromStatus!: string | null;
  toStatus!: string;
  changedBy!: string | null;
  /** What moved it, when neither a party's say nor the clock did. */
  via!: MovedVia | null;
  changedAt!: Date;
}
