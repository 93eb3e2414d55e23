import { BaseModel } from '../platform/database/base-model.ts';

export class VendorRating extends BaseModel {
  static override tableName = 'vendor_ratings';

  id!: number;
  vendorId!: string;
  buyerId!: string;
  rating!: number;
  review!: string | null;
  createdAt!: Date;
}
