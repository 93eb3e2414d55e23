import { BaseModel } from './base-model.ts';
import { Product } from './product.ts';

export class Category extends BaseModel {
  static override tableName = 'categories';

  id!: number;
  name!: string;
  slug!: string;
  icon!: string | null;
  description!: string | null;
  parentId!: number | null;

  parent?: Category | null;
  children?: Category[];
  products?: Product[];

  static override get relationMappings() {
    return {
      parent: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: Category,
        join: { from: 'categories.parentId', to: 'categories.id' },
      },
      children: {
        relation: BaseModel.HasManyRelation,
        modelClass: Category,
        join: { from: 'categories.id', to: 'categories.parentId' },
      },
      products: {
        relation: BaseModel.HasManyRelation,
        modelClass: Product,
        join: { from: 'categories.id', to: 'products.categoryId' },
      },
    };
  }
}
