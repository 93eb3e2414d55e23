import { BaseModel } from '../platform/database/base-model.ts';

/** The newest reset link of an account: only its token’s hash. */
export class PasswordReset extends BaseModel {
  static override tableName = 'password_resets';
  static override idColumn = 'userId';

  userId!: string;
  tokenHash!: string;
  requestedAt!: Date;
  expiresAt!: Date;
}
