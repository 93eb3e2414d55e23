import { BaseModel } from './base-model.ts';
import { User } from './user.ts';

export class VendorRating extends BaseModel {
  static override tableName = 'vendorRatings';

  id!: number;
  vendorId!: string;
  buyerId!: string;
  rating!: number;
  review!: string | null;
  createdAt!: Date;

  vendor?: User;
  buyer?: User;

  static override get relationMappings() {
    return {
      vendor: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'vendorRatings.vendorId', to: 'users.id' },
      },
      buyer: {
        relation: BaseModel.BelongsToOneRelation,
        modelClass: User,
        join: { from: 'vendorRatings.buyerId', to: 'users.id' },
      },
    };
  }
}
