import { BaseModel } from './base-model.ts';
import { Product } from './product.ts';
import { User } from './user.ts';

export class CartItem extends BaseModel {
  static override tableName = 'cartItems';

  id!: number;
  userId!: string;
  productId!: number;
  quantity!: number;
  createdAt!: Date;

  product?: Product;
  user?: User;

  static override get relationMappings() {
    return {
      product: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Product,
        join: { from: 'cartItems.productId', to: 'products.id' },
      },
      user: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'cartItems.userId', to: 'users.id' },
      },
    };
  }
}
