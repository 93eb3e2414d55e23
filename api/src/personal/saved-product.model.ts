import { BaseModel } from '../platform/database/base-model.ts';

/** A product a person saved, and its price then. */
export class SavedProduct extends BaseModel {
  static override tableName = 'saved_products';
  static override idColumn = ['userId', 'productId'];

  userId!: string;
  productId!: number;
  priceAtSave!: string;
  savedAt!: Date;
}
