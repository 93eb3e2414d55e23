import { BaseModel } from '../platform/database/base-model.ts';

/** A passkey: its public key and signature counter. */
export class PasskeyCredential extends BaseModel {
  static override tableName = 'passkeys';

  id!: string;
  userId!: string;
  name!: string;
  publicKey!: Buffer;
  counter!: string;
  transports!: string[];
  backedUp!: boolean;
  createdAt!: Date;
  lastUsedAt!: Date | null;
  /** Set while it waits to be confirmed again after a password reset. */
  pausedAt!: Date | null;
}
