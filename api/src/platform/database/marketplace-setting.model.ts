import { BaseModel } from './base-model.ts';

/** A setting the database itself applies, written by the API from its configuration. */
export class MarketplaceSetting extends BaseModel {
  static override tableName = 'marketplace_settings';
  static override idColumn = 'name';
  static override jsonAttributes = ['value'];

  name!: string;
  value!: unknown;
}
