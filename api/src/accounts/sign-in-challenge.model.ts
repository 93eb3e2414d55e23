import { BaseModel } from '../platform/database/base-model.ts';

/** A sign-in or passkey enrollment under way between two requests. */
export class SignInChallenge extends BaseModel {
  static override tableName = 'sign_in_challenges';
  static override idColumn = 'tokenHash';

  tokenHash!: string;
  purpose!: string;
  userId!: string | null;
  challenge!: string | null;
  createdAt!: Date;
  expiresAt!: Date;
  /** Wrong second-step codes given for it. */
  failures!: number;
}
