import { Model, type RelationMappings } from 'objection';
import { Product } from '../catalogue/index.ts';
import { BaseModel } from '../platform/database/base-model.ts';

/** One line of an order, at the price it was placed at. */
export class OrderItem extends BaseModel {
  static override tableName = 'order_items';

  id!: number;
  orderId!: number;
  productId!: number;
  quantity!: number;
  unitPrice!: string;
  totalPrice!: string;
  /** The marketplace's commission on the line, frozen as it was placed, and the rule that gave it. */
  commission!: string;
  commissionRuleId!: number | null;

  product?: Product;

  static override relationMappings = (): RelationMappings => ({
    product: {
      relation: Model.BelongsToOneRelation,
      modelClass: Product,
      join: { from: 'order_items.productId', to: 'products.id' },
    },
  });
}
