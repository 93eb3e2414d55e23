import { BaseModel } from './base-model.ts';
import { Order } from './order.ts';
import { Product } from './product.ts';

export class OrderItem extends BaseModel {
  static override tableName = 'orderItems';

  id!: number;
  orderId!: number;
  productId!: number;
  quantity!: number;
  unitPrice!: string;
  totalPrice!: string;

  order?: Order;
  product?: Product;

  static override get relationMappings() {
    return {
      order: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Order,
        join: { from: 'orderItems.orderId', to: 'orders.id' },
      },
      product: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Product,
        join: { from: 'orderItems.productId', to: 'products.id' },
      },
    };
  }
}
