import { BaseModel } from '../platform/database/base-model.ts';

/**
 * How many active products share one profile: category, supplier and the values the facets
 * count. Kept by triggers on products (migration product_facets); read to count facets.
 */
export class ProductFacetProfile extends BaseModel {
  static override tableName = 'product_facet_profiles';
  static override idColumn = [
    'categoryId',
    'vendorId',
    'originCountry',
    'grade',
    'certifications',
    'incoterms',
  ];

  categoryId!: number;
  vendorId!: string;
  originCountry!: string | null;
  grade!: string | null;
  certifications!: string[];
  incoterms!: string[];
  products!: number;
}
