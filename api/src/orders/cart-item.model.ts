import { BaseModel } from '../platform/database/base-model.ts';

export class CartItem extends BaseModel {
  static override tableName = 'cartItems';

  id!: number;
  userId!: string;
  productId!: number;
  quantity!: number;
  createdAt!: Date;
}
