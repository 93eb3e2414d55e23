import { BaseModel } from '../platform/database/base-model.ts';

/** A secret the API signs with, made once per database. */
export class SigningKey extends BaseModel {
  static override tableName = 'signing_keys';
  static override idColumn = 'name';

  name!: string;
  secret!: Buffer;
  createdAt!: Date;
}
