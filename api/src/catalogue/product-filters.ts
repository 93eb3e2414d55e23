import { PRODUCT_FACETS, type ProductFacet } from './product-attributes.contract.ts';
import type { Knex } from 'knex';
import type { CatalogueFilters } from './catalogue-queries.contract.ts';
import { REFERENCE_CURRENCY } from './catalogue-queries.contract.ts';

/** A SQL condition with its bindings, for `whereRaw` or a raw query. */
export type Condition = readonly [sql: string, bindings: readonly Knex.Value[]];

/** A list of values as one SQL text array: knex would spread a list binding into several. */
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(() => '?').join(', ')}]::text[]`;

/** The words of a search as a text-search query: English stems, "quoted phrases", -left out, or. */
export const SEARCH_WORDS_SQL = `websearch_to_tsquery('english', ?)`;

/**
 * A filter by id (a category by slug is turned into its id before it narrows anything); the
 * currency of the price bounds is part of their value, not a filter.
 */
export type CatalogueFilter = Exclude<keyof CatalogueFilters, 'category' | 'priceCurrency'>;

/**
 * What each filter means, once: its condition on the rows of `table` (products, or rows with its
 * facet columns), given its value as SQL — a bound value of a request, or the column of a saved
 * search that keeps it (the same condition then finds a saved search's new matches in one query).
 */
export const FILTER_CONDITIONS: Record<CatalogueFilter, (value: Condition, table: string) => Condition> = {
  search: ([value, bindings], table) => [`${table}.search_vector @@ ${value}`, bindings],
  // A parent category includes its children's products.
  categoryId: ([value, bindings], table) => [
    `${table}.category_id IN (SELECT id FROM categories WHERE id = ${value} OR parent_id = ${value})`,
    [...bindings, ...bindings],
  ],
  vendorId: ([value, bindings], table) => [`${table}.vendor_id = ${value}`, bindings],
  verified: ([value, bindings], table) => [
    `${table}.vendor_id IN (SELECT id FROM firm_profiles WHERE role = 'vendor' AND is_verified = ${value})`,
    bindings,
  ],
  // A price bound is given in the reference currency (`priceBound`).
  minPrice: ([value, bindings], table) => [`${table}.reference_price >= ${value}`, bindings],
  maxPrice: ([value, bindings], table) => [`${table}.reference_price <= ${value}`, bindings],
  // Any of a facet's chosen values (OR within it).
  originCountry: ([value, bindings], table) => [`${table}.origin_country = ANY(${value})`, bindings],
  certifications: ([value, bindings], table) => [`${table}.certifications && ${value}`, bindings],
  incoterms: ([value, bindings], table) => [`${table}.incoterms && ${value}`, bindings],
  grade: ([value, bindings], table) => [`${table}.grade = ANY(${value})`, bindings],
  minPurity: ([value, bindings], table) => [`${table}.purity_percent >= ${value}`, bindings],
  maxPurity: ([value, bindings], table) => [`${table}.purity_percent <= ${value}`, bindings],
  minLeadTime: ([value, bindings], table) => [`${table}.lead_time_days >= ${value}`, bindings],
  maxLeadTime: ([value, bindings], table) => [`${table}.lead_time_days <= ${value}`, bindings],
};

export const CATALOGUE_FILTERS = Object.keys(FILTER_CONDITIONS) as CatalogueFilter[];

/** A price bound in `currency` (SQL) as the reference price it is compared with. */
export const priceBound = (
  [value, bindings]: Condition,
  [currency, currencyBindings]: Condition,
): Condition => [`to_reference_price(${value}, ${currency})`, [...bindings, ...currencyBindings]];

/** A request's value of a filter as a bound SQL value. */
function boundValue(
  filter: CatalogueFilter,
  value: string | number | boolean | readonly string[],
  priceCurrency: string,
): Condition {
  if (filter === 'search') return [SEARCH_WORDS_SQL, [value as string]];
  if (filter === 'minPrice' || filter === 'maxPrice')
    return priceBound(['?', [value as number]], ['?', [priceCurrency]]);
  if (Array.isArray(value)) return [textArray(value), value];
  return ['?', [value as Knex.Value]];
}

/**
 * The conditions of the filters a query gives, over `table`, leaving out those in `except` (a
 * facet is counted under every filter but its own).
 */
export function filterConditions(
  query: Partial<Pick<CatalogueFilters, CatalogueFilter | 'priceCurrency'>>,
  { table = 'products', only = CATALOGUE_FILTERS, except }: FilterChoice = {},
): Condition[] {
  return only.flatMap((filter) => {
    const value = query[filter];
    return filter === except || value === undefined
      ? []
      : [
          FILTER_CONDITIONS[filter](
            boundValue(filter, value, query.priceCurrency ?? REFERENCE_CURRENCY),
            table,
          ),
        ];
  });
}

interface FilterChoice {
  table?: string;
  only?: readonly CatalogueFilter[];
  except?: CatalogueFilter;
}

/** The conditions of the facet values a query chooses, over `table`, leaving out `except`. */
export const facetConditions = (
  query: Partial<Pick<CatalogueFilters, ProductFacet>>,
  table: string,
  except?: ProductFacet,
): Condition[] => filterConditions(query, { table, only: PRODUCT_FACETS, except });
