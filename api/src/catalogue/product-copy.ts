import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { PRODUCT_COLUMN_TYPES, sqlName, type ProductColumn } from './product-table.ts';

export type ProductCopyRow = Partial<Record<ProductColumn, unknown>>;

const NULL = '\\N';

/** A column's value as COPY's CSV reads it: arrays and JSON in PostgreSQL's text forms. */
function copyValue(column: ProductColumn, value: unknown): string {
  if (value === null || value === undefined) return NULL;
  switch (PRODUCT_COLUMN_TYPES[column]) {
    case 'text[]':
      return `{${(value as string[]).map((item) => `"${item.replace(/[\\"]/g, (character) => `\\${character}`)}"`).join(',')}}`;
    case 'jsonb':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'timestamptz':
      return value instanceof Date ? value.toISOString() : String(value);
    default:
      return String(value);
  }
}

/**
 * Streams rows keyed by product columns (API names, all alike: `columns`) into `table` (products,
 * or a table of its columns) with `COPY … FROM STDIN`, PostgreSQL's fastest way in, holding no
 * more than the stream's buffers. `connection` is a pg client: a PostgreSQL server, not PGlite.
 */
export async function copyProducts(
  connection: pg.ClientBase,
  columns: readonly ProductColumn[],
  rows: Iterable<ProductCopyRow> | AsyncIterable<ProductCopyRow>,
  table = 'products',
): Promise<void> {
  const copy = connection.query(
    copyFrom(
      `COPY ${table} (${columns.map(sqlName).join(', ')}) FROM STDIN WITH (FORMAT csv, NULL '${NULL}')`,
    ),
  );
  async function* values() {
    for await (const row of rows) yield columns.map((column) => copyValue(column, row[column]));
  }
  await pipeline(Readable.from(values()), stringify(), copy);
}

/**
 * As copyProducts, through a staging table: a row whose vendor already has its SKU is left alone.
 * Answers how many rows were added.
 */
export async function copyNewProducts(
  connection: pg.ClientBase,
  columns: readonly ProductColumn[],
  rows: Iterable<ProductCopyRow> | AsyncIterable<ProductCopyRow>,
): Promise<number> {
  const names = columns.map(sqlName).join(', ');
  await connection.query(`CREATE TEMP TABLE staged_products AS SELECT ${names} FROM products WITH NO DATA`);
  try {
    await copyProducts(connection, columns, rows, 'staged_products');
    const inserted = await connection.query(
      `INSERT INTO products (${names}) SELECT ${names} FROM staged_products ON CONFLICT (vendor_id, sku) DO NOTHING`,
    );
    return inserted.rowCount ?? 0;
  } finally {
    await connection.query('DROP TABLE staged_products');
  }
}
