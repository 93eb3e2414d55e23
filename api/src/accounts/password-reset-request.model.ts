import { BaseModel } from '../platform/database/base-model.ts';

/** One request for a reset email, for an account or not: what its limits count. */
export class PasswordResetRequest extends BaseModel {
  static override tableName = 'password_reset_requests';

  id!: string;
  email!: string;
  ip!: string;
  requestedAt!: Date;
}
