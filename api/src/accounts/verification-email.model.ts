import { BaseModel } from '../platform/database/base-model.ts';

/** One email that confirms an address: when it was asked for, and until when its link works. */
export class VerificationEmail extends BaseModel {
  static override tableName = 'verification_emails';

  id!: string;
  userId!: string;
  requestedAt!: Date;
  linkExpiresAt!: Date;
}
