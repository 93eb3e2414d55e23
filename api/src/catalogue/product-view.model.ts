import { BaseModel } from '../platform/database/base-model.ts';

/** A product’s views on one day. */
export class ProductView extends BaseModel {
  static override tableName = 'product_views';
  static override idColumn = ['productId', 'day'];

  productId!: number;
  day!: string;
  views!: number;
}
