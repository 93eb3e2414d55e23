// What other domains may use of the catalogue: its models, for their relations.
export { Category } from './category.model.ts';
export { Product } from './product.model.ts';
export { categoryFacts, productFacts, sqlName } from './product-table.ts';
export { CATALOGUE_FILTERS, FILTER_CONDITIONS, priceBound, type CatalogueFilter } from './product-filters.ts';
export { checkComparableCurrency } from './reference-prices.ts';
export { REFERENCE_CURRENCY } from './catalogue-queries.contract.ts';
export type { CatalogueFilters } from './catalogue-queries.contract.ts';
export { productsWithIds, withdrawProductsOf } from './products.service.ts';
