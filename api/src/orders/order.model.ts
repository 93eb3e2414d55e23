import type { OrderStatus } from './order-states.contract.ts';
import { BaseModel } from '../platform/database/base-model.ts';

export class Order extends BaseModel {
  static override tableName = 'orders';

  id!: number;
  buyerId!: string;
  vendorId!: string;
  status!: OrderStatus;
  /** decimal(12,2) as a string. */
  totalAmount!: string;
  shippingAddress!: string;
  notes!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
