import { Model, type RelationMappings } from 'objection';
import { Product } from '../catalogue/index.ts';
import { BaseModel } from '../platform/database/base-model.ts';

export class CartItem extends BaseModel {
  static override tableName = 'cart_items';

  id!: number;
  userId!: string;
  productId!: number;
  quantity!: number;
  createdAt!: Date;

  product?: Product;

  static override relationMappings = (): RelationMappings => ({
    product: {
      relation: Model.BelongsToOneRelation,
      modelClass: Product,
      join: { from: 'cart_items.productId', to: 'products.id' },
    },
  });
}
