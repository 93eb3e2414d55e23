import { BaseModel } from './base-model.ts';
import { Category } from './category.ts';
import { User } from './user.ts';

export class Product extends BaseModel {
  static override tableName = 'products';
  static override jsonAttributes = ['specifications'];

  id!: number;
  vendorId!: string;
  categoryId!: number;
  sku!: string | null;
  name!: string;
  description!: string;
  /** decimal(10,2), carried as a string: money never touches a float. */
  price!: string;
  unit!: string;
  minimumOrder!: number;
  availableQuantity!: number;
  images!: string[];
  videos!: string[];
  specifications!: Record<string, unknown>;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  vendor?: User;
  category?: Category;

  static override get relationMappings() {
    return {
      vendor: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'products.vendorId', to: 'users.id' },
      },
      category: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Category,
        join: { from: 'products.categoryId', to: 'categories.id' },
      },
    };
  }
}
