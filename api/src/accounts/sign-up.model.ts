import { BaseModel } from '../platform/database/base-model.ts';

/** An account made, by address: the per-address sign-up limit counts them. */
export class SignUp extends BaseModel {
  static override tableName = 'sign_ups';

  id!: number;
  ip!: string;
  signedUpAt!: Date;
}
