import { BaseModel } from '../platform/database/base-model.ts';

/**
 * The rate the catalogue compares a currency's prices at: the latest to the reference currency,
 * and when the products priced in it were last brought to it (none while they are being).
 */
export class CatalogueReferenceRate extends BaseModel {
  static override tableName = 'catalogue_reference_rates';
  static override idColumn = 'currency';

  currency!: string;
  rate!: string;
  rateDate!: string;
  source!: string | null;
  productsRefreshedAt!: Date | null;
}
