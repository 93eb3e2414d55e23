import { BaseModel } from '../platform/database/base-model.ts';

/** One of a firm's shipping addresses, by its label. */
export class CompanyAddress extends BaseModel {
  static override tableName = 'company_addresses';

  id!: number;
  companyId!: string;
  label!: string;
  address!: string;
  createdAt!: Date;
}
