import { BaseModel } from '../platform/database/base-model.ts';

/** A currency money may be in (ISO 4217). */
export class CurrencyRecord extends BaseModel {
  static override tableName = 'currencies';
  static override idColumn = 'code';

  code!: string;
  minorUnits!: number;
  name!: string;
}

/** A day's exchange rate from a source: kept as recorded, never changed (a trigger refuses it). */
export class FxRateRecord extends BaseModel {
  static override tableName = 'fx_rates';
  static override idColumn = ['base', 'quote', 'rateDate', 'source'];

  base!: string;
  quote!: string;
  rateDate!: string;
  source!: string;
  rate!: string;
  recordedAt!: Date;
}
