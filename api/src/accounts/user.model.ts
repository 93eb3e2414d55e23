import type { UserRole } from './account-values.contract.ts';
import { BaseModel } from '../platform/database/base-model.ts';

export class User extends BaseModel {
  static override tableName = 'users';

  id!: string;
  email!: string;
  contactEmail!: string | null;
  username!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  profileImageUrl!: string | null;
  role!: UserRole;
  companyName!: string | null;
  location!: string | null;
  description!: string | null;
  isVerified!: boolean;
  emailVerifiedAt!: Date | null;
  /** When the person deleted their account: what named them is erased, what the law keeps stays. */
  deletedAt!: Date | null;
  /** A supplier's average rating (decimal, as a string) and how many ratings it has: kept by triggers. */
  rating!: string | null;
  reviewCount!: number;
  /** Never leaves the API: serializers list the fields they answer with. */
  passwordHash!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
}
