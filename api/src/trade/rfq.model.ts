import { Model, type RelationMappings } from 'objection';
import { User } from '../accounts/index.ts';
import { Category } from '../catalogue/index.ts';
import { Quote } from './quote.model.ts';
import { BaseModel } from '../platform/database/base-model.ts';
import type { Incoterm, RfqStatus } from './trade-values.contract.ts';

/** A buyer’s request for quotation. */
export class Rfq extends BaseModel {
  static override tableName = 'rfqs';
  static override jsonAttributes = ['specifications'];

  id!: number;
  buyerId!: string;
  vendorId!: string | null;
  categoryId!: number;
  title!: string;
  description!: string;
  quantity!: number;
  unit!: string;
  targetPrice!: string | null;
  currency!: string;
  incoterm!: Incoterm;
  incotermPlace!: string;
  incotermPlaceCode!: string | null;
  destination!: string;
  neededBy!: string | null;
  expiresAt!: Date;
  maxQuotes!: number;
  specifications!: unknown;
  status!: RfqStatus;
  awardedQuoteId!: number | null;
  closedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** Kept by the database for the search. */
  searchVector!: string | null;

  quotes?: Quote[];
  buyer?: User;
  category?: Category;

  static override relationMappings = (): RelationMappings => ({
    quotes: {
      relation: Model.HasManyRelation,
      modelClass: Quote,
      join: { from: 'rfqs.id', to: 'quotes.rfqId' },
    },
    buyer: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'rfqs.buyerId', to: 'users.id' },
    },
    category: {
      relation: Model.BelongsToOneRelation,
      modelClass: Category,
      join: { from: 'rfqs.categoryId', to: 'categories.id' },
    },
  });
}
