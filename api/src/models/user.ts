import { BaseModel } from './base-model.ts';
import { Product } from './product.ts';
import { VendorRating } from './vendor-rating.ts';

export const USER_ROLES = ['buyer', 'vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export class User extends BaseModel {
  static override tableName = 'users';

  id!: string;
  email!: string;
  username!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  profileImageUrl!: string | null;
  role!: UserRole;
  companyName!: string | null;
  location!: string | null;
  description!: string | null;
  isVerified!: boolean;
  /** Never leaves the API: serializers list the fields they answer with. */
  passwordHash?: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  products?: Product[];
  ratingsReceived?: VendorRating[];

  static override get relationMappings() {
    return {
      products: {
        relation: BaseModel.HasManyRelation,
        modelClass: Product,
        join: { from: 'users.id', to: 'products.vendorId' },
      },
      ratingsReceived: {
        relation: BaseModel.HasManyRelation,
        modelClass: VendorRating,
        join: { from: 'users.id', to: 'vendorRatings.vendorId' },
      },
    };
  }
}
