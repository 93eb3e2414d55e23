import { BaseModel } from '../platform/database/base-model.ts';

/** A move of an account to another sign-in address: asked, applied, undone. */
export class EmailChangeRequest extends BaseModel {
  static override tableName = 'email_changes';

  id!: string;
  userId!: string;
  oldEmail!: string;
  newEmail!: string;
  requestedAt!: Date;
  linkExpiresAt!: Date;
  appliedAt!: Date | null;
  undoUntil!: Date | null;
  undoneAt!: Date | null;
}
