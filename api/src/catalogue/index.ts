// What other domains may use of the catalogue: its models, for their relations.
export { Category } from './category.model.ts';
export { Product } from './product.model.ts';
export { productsWithVendor, toProduct, type ProductRow } from './product-table.ts';
