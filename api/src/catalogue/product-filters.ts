import { PRODUCT_FACETS, type ProductFacet } from './product-attributes.contract.ts';
import type { Knex } from 'knex';
import type { ProductFacetQuery } from './products.contract.ts';
import { sqlName } from './product-table.ts';

/** A SQL condition with its bindings, for `whereRaw` or a raw statement. */
export type Condition = readonly [sql: string, bindings: readonly Knex.Value[]];

/** A list of values as one SQL text array: knex would spread a list binding into several. */
export const textArray = (values: readonly string[]) => `ARRAY[${values.map(() => '?').join(', ')}]::text[]`;

/** How a facet's chosen values narrow rows that carry its column: any of them (OR within). */
const facetCondition = (facet: ProductFacet, table: string, values: readonly string[]): Condition => {
  const column = `${table}.${sqlName(facet)}`;
  return facet === 'certifications' || facet === 'incoterms'
    ? [`${column} && ${textArray(values)}`, values]
    : [`${column} = ANY(${textArray(values)})`, values];
};

/**
 * The conditions of the facet values a query chooses, over `table` (products, or rows with its
 * facet columns), leaving out `except`: a facet is counted under every filter but its own.
 */
export function facetConditions(
  query: Partial<Pick<ProductFacetQuery, ProductFacet>>,
  table: string,
  except?: ProductFacet,
): Condition[] {
  return PRODUCT_FACETS.flatMap((facet) => {
    const values = query[facet];
    return facet === except || values === undefined ? [] : [facetCondition(facet, table, values)];
  });
}

/** The purity and lead-time ranges of a query, over `products`. */
export function rangeConditions(
  query: Pick<ProductFacetQuery, 'minPurity' | 'maxPurity' | 'minLeadTime' | 'maxLeadTime'>,
): Condition[] {
  const bounds = [
    ['products.purity_percent >= ?', query.minPurity],
    ['products.purity_percent <= ?', query.maxPurity],
    ['products.lead_time_days >= ?', query.minLeadTime],
    ['products.lead_time_days <= ?', query.maxLeadTime],
  ] as const;
  return bounds.flatMap(([sql, bound]) => (bound === undefined ? [] : [[sql, [bound]] as const]));
}
