import { BaseModel } from '../platform/database/base-model.ts';
import type { PaymentPlan } from '../payments/payment-plans.contract.ts';

/** One version of a quote, as it was submitted or revised. */
export class QuoteVersion extends BaseModel {
  static override tableName = 'quote_versions';
  static override idColumn = ['quoteId', 'version'];

  quoteId!: number;
  version!: number;
  unitPrice!: string;
  currency!: string;
  quantity!: number;
  validUntil!: Date;
  leadTimeDays!: number;
  incoterm!: string;
  incotermPlace!: string;
  incotermPlaceCode!: string | null;
  paymentPlan!: PaymentPlan | null;
  notes!: string | null;
  createdAt!: Date;
}
