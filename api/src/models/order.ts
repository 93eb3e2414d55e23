import { BaseModel } from './base-model.ts';
import { OrderItem } from './order-item.ts';
import { User } from './user.ts';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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

  items?: OrderItem[];
  buyer?: User;
  vendor?: User;

  static override get relationMappings() {
    return {
      items: {
        relation: BaseModel.HasManyRelation,
        modelClass: OrderItem,
        join: { from: 'orders.id', to: 'orderItems.orderId' },
      },
      buyer: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'orders.buyerId', to: 'users.id' },
      },
      vendor: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'orders.vendorId', to: 'users.id' },
      },
    };
  }
}
