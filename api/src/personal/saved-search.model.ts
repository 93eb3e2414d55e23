import { BaseModel } from '../platform/database/base-model.ts';

/** A search a person saved under a name, its filters in columns named as the catalogue's filters. */
export class SavedSearch extends BaseModel {
  static override tableName = 'saved_searches';

  id!: number;
  userId!: string;
  name!: string;
  pausedAt!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;
  /** The catalogue's filters it was saved with; none set: any. */
  search!: string | null;
  searchQuery!: string | null;
  categoryId!: number | null;
  vendorId!: string | null;
  minPrice!: string | null;
  maxPrice!: string | null;
  /** The currency of minPrice and maxPrice, kept when either is. */
  priceCurrency!: string | null;
  verified!: boolean | null;
  certifications!: string[] | null;
  grade!: string[] | null;
  incoterms!: string[] | null;
  originCountry!: string[] | null;
  minPurity!: number | null;
  maxPurity!: number | null;
  minLeadTime!: number | null;
  maxLeadTime!: number | null;
}

/** A product a saved search alerted of: once for being listed, once more for each lower price. */
export class SavedSearchMatch extends BaseModel {
  static override tableName = 'saved_search_matches';

  id!: number;
  savedSearchId!: number;
  productId!: number;
  reason!: 'listed' | 'price_drop';
  price!: string;
  matchedAt!: Date;
}

/** A product listed or made cheaper, waiting to be matched against the saved searches. */
export class SavedSearchCandidate extends BaseModel {
  static override tableName = 'saved_search_candidates';

  id!: number;
  productId!: number;
  reason!: 'listed' | 'price_drop';
}
