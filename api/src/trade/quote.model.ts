import { Model, type RelationMappings } from 'objection';
import type { PaymentPlan } from '../payments/payment-plans.contract.ts';
import { User } from '../accounts/index.ts';
import { Product } from '../catalogue/index.ts';
import { Order } from '../orders/index.ts';
import { QuoteVersion } from './quote-version.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';
import type { Incoterm, QuoteStatus } from './trade-values.contract.ts';

/** A supplier’s quote on a request, at its latest version. */
export class Quote extends BaseModel {
  static override tableName = 'quotes';

  id!: number;
  rfqId!: number;
  vendorId!: string;
  productId!: number;
  status!: QuoteStatus;
  version!: number;
  unitPrice!: string;
  currency!: string;
  quantity!: number;
  validUntil!: Date;
  leadTimeDays!: number;
  incoterm!: Incoterm;
  incotermPlace!: string;
  incotermPlaceCode!: string | null;
  paymentPlan!: PaymentPlan | null;
  notes!: string | null;
  orderId!: number | null;
  decidedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  versions?: QuoteVersion[];
  vendor?: User;
  product?: Product;
  order?: Order;

  static override relationMappings = (): RelationMappings => ({
    versions: {
      relation: Model.HasManyRelation,
      modelClass: QuoteVersion,
      join: { from: 'quotes.id', to: 'quote_versions.quoteId' },
    },
    vendor: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'quotes.vendorId', to: 'users.id' },
    },
    product: {
      relation: Model.BelongsToOneRelation,
      modelClass: Product,
      join: { from: 'quotes.productId', to: 'products.id' },
    },
    order: {
      relation: Model.BelongsToOneRelation,
      modelClass: Order,
      join: { from: 'quotes.orderId', to: 'orders.id' },
    },
  });
}
