import { BaseModel } from '../platform/database/base-model.ts';

/** A recovery code’s hash, good for one sign-in. */
export class RecoveryCode extends BaseModel {
  static override tableName = 'recovery_codes';
  static override idColumn = ['userId', 'codeHash'];

  userId!: string;
  codeHash!: string;
  createdAt!: Date;
  usedAt!: Date | null;
}
