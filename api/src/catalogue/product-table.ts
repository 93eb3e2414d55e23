import type { Knex } from 'knex';
import type { Product } from './products.contract.ts';
import type { ProductSample } from './price-ladder.contract.ts';
import { firmProfiles } from '../accounts/index.ts';

/**
 * The products table, written once: each column a product carries, by its name in the API
 * (camelCase) with its SQL type. Reads select these, bulk writes send rows keyed by them.
 */
export const PRODUCT_COLUMN_TYPES = {
  vendorId: 'text',
  categoryId: 'integer',
  sku: 'text',
  name: 'text',
  description: 'text',
  price: 'numeric',
  currency: 'text',
  unit: 'text',
  minimumOrder: 'integer',
  orderMultiple: 'integer',
  priceTiers: 'jsonb',
  sampleQuantity: 'integer',
  samplePrice: 'numeric',
  availableQuantity: 'integer',
  images: 'text[]',
  videos: 'text[]',
  originCountry: 'text',
  grade: 'text',
  purityPercent: 'float8',
  certifications: 'text[]',
  incoterms: 'text[]',
  leadTimeDays: 'integer',
  hsCode: 'text',
  packaging: 'text',
  specifications: 'jsonb',
  isActive: 'boolean',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
} as const;

export type ProductColumn = keyof typeof PRODUCT_COLUMN_TYPES;

export const sqlName = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The sample's two columns, answered as the API's one `sample` field. */
const SAMPLE_COLUMNS: readonly string[] = ['sampleQuantity', 'samplePrice'] satisfies ProductColumn[];

/**
 * Every column of `products` as the API's product has it, qualified, for a select (the snake-case
 * mappers name them back): the sample built in SQL, so mapping a row copies it once.
 */
export const productSelect = (db: Knex) => [
  ...['id', ...Object.keys(PRODUCT_COLUMN_TYPES)]
    .filter((column) => !SAMPLE_COLUMNS.includes(column))
    .map((column) => `products.${column}`),
  db.raw(`CASE WHEN products.sample_quantity IS NULL THEN NULL
            ELSE json_build_object('quantity', products.sample_quantity, 'price', products.sample_price::text)
          END AS sample`),
];

/** A product row as the database answers it (with its vendor's few fields joined in). */
export type ProductRow = Omit<Product, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

/** The one mapping from a row to the API's product. */
export function toProduct(row: ProductRow): Product {
  return {
    ...row,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A product's fields as the API names them, as the table's columns: its sample is two. */
export function productColumns<Fields extends { sample?: ProductSample | null }>({
  sample,
  ...fields
}: Fields): Omit<Fields, 'sample'> & { sampleQuantity?: number | null; samplePrice?: string | null } {
  if (sample === undefined) return fields;
  return { ...fields, sampleQuantity: sample?.quantity ?? null, samplePrice: sample?.price ?? null };
}

/**
 * Inserts many products in one query: `rows` are objects keyed by product columns (API
 * names), all alike, sent as one JSON parameter and read back with `jsonb_to_recordset`.
 * `conflict` gives what follows the INSERT (ON CONFLICT …, RETURNING …) for those columns.
 */
export function insertProducts(
  db: Knex | Knex.Transaction,
  rows: readonly Partial<Record<ProductColumn, unknown>>[],
  conflict: (columns: readonly ProductColumn[]) => string,
) {
  const columns = Object.keys(rows[0] ?? {}) as ProductColumn[];
  const names = columns.map(sqlName).join(', ');
  const fields = columns.map((column) => `"${column}"`).join(', ');
  const types = columns.map((column) => `"${column}" ${PRODUCT_COLUMN_TYPES[column]}`).join(', ');
  return db.raw(
    `INSERT INTO products (${names})
     SELECT ${fields} FROM jsonb_to_recordset(?::jsonb) AS row(${types})
     ${conflict(columns)}`,
    [JSON.stringify(rows)],
  );
}

/** `SET column = EXCLUDED.column, …` for an upsert of these columns. */
export function updateFromExcluded(columns: readonly ProductColumn[]): string {
  return columns.map((column) => `${sqlName(column)} = EXCLUDED.${sqlName(column)}`).join(', ');
}

/** True when an upsert would change any of these columns: `(products.a, …) IS DISTINCT FROM (EXCLUDED.a, …)`. */
export function differsFromExcluded(columns: readonly ProductColumn[]): string {
  const names = columns.map(sqlName);
  return `(${names.map((name) => `products.${name}`).join(', ')}) IS DISTINCT FROM (${names
    .map((name) => `EXCLUDED.${name}`)
    .join(', ')})`;
}

/** What other domains read of products (`product_facts()`), to select from or join as `alias`. */
export const productFacts = (db: Knex, alias = 'products') => db.raw(`product_facts() AS ??`, [alias]);

/** What other domains read of categories (`category_facts()`), to select from or join as `alias`. */
export const categoryFacts = (db: Knex, alias = 'categories') => db.raw(`category_facts() AS ??`, [alias]);

export const vendorJson = (db: Knex) =>
  db.raw(
    `json_build_object('id', vendor.id, 'companyName', vendor.company_name,
       'location', vendor.location, 'isVerified', vendor.is_verified,
       'rating', vendor.rating, 'reviewCount', vendor.review_count) AS vendor`,
  );

/** Products with the few vendor fields every product carries. */
export function productsWithVendor(db: Knex) {
  return db('products')
    .join(firmProfiles(db), 'vendor.id', 'products.vendorId')
    .select(...productSelect(db), vendorJson(db));
}
