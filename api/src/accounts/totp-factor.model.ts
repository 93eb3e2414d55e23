import { BaseModel } from '../platform/database/base-model.ts';

/** An authenticator app’s secret (sealed) and the last time step it signed in with. */
export class TotpFactor extends BaseModel {
  static override tableName = 'totp_factors';
  static override idColumn = 'userId';

  userId!: string;
  secret!: Buffer;
  createdAt!: Date;
  confirmedAt!: Date | null;
  lastTimeStep!: string | null;
}
