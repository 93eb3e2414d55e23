import type { PriceTier } from './price-ladder.contract.ts';
import { Model, type RelationMappings } from 'objection';
import { User } from '../accounts/index.ts';
import { Category } from './category.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';

export class Product extends BaseModel {
  static override tableName = 'products';
  static override jsonAttributes = ['specifications', 'priceTiers'];

  id!: number;
  vendorId!: string;
  categoryId!: number;
  sku!: string;
  name!: string;
  description!: string;
  /** decimal(10,2), carried as a string: money never touches a float. */
  price!: string;
  currency!: string;
  /** The base price in the reference currency, at the rate kept for its own; none without one. */
  referencePrice!: string | null;
  unit!: string;
  minimumOrder!: number;
  orderMultiple!: number;
  priceTiers!: PriceTier[];
  sampleQuantity!: number | null;
  samplePrice!: string | null;
  availableQuantity!: number;
  images!: string[];
  videos!: string[];
  originCountry!: string | null;
  grade!: string | null;
  purityPercent!: number | null;
  certifications!: string[];
  incoterms!: string[];
  leadTimeDays!: number | null;
  hsCode!: string | null;
  packaging!: string | null;
  specifications!: Record<string, unknown>;
  isActive!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
  /** Kept by the database for the search. */
  searchVector!: string | null;

  category?: Category;
  vendor?: User;

  static override relationMappings = (): RelationMappings => ({
    category: {
      relation: Model.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'products.categoryId', to: 'categories.id' },
    },
    vendor: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'products.vendorId', to: 'users.id' },
    },
  });
}
