import type { Knex } from 'knex';
import { bulkProductRowSchema, type BulkImportResult } from './products.contract.ts';
import { differsFromExcluded, insertProducts, productColumns, updateFromExcluded } from './product-table.ts';
import type { AuthUser } from '../platform/actor.ts';
import { fieldErrors } from '../platform/errors/index.ts';
import { certificationProblems } from './certifications.service.ts';
import { untradableCurrencies } from '../currencies/index.ts';

type Result = BulkImportResult['results'][number];

/**
 * Upserts up to 1,000 products of the caller's catalogue by SKU, in one transaction and one
 * statement; a row equal to the stored product changes nothing and is answered "unchanged". Every row is validated on its own: bad rows are answered with their errors and
 * the good ones are stored all the same.
 */
export async function bulkImportProducts(
  db: Knex,
  vendor: AuthUser,
  rows: unknown[],
): Promise<BulkImportResult> {
  const categoryIds = new Set<number>(await db('categories').pluck('id'));
  const results: Result[] = [];
  const parsedRows: { row: number; product: ReturnType<typeof bulkProductRowSchema.parse> }[] = [];
  const firstRowOfSku = new Map<string, number>();

  rows.forEach((raw, row) => {
    const parsed = bulkProductRowSchema.safeParse(raw);
    const sku =
      typeof (raw as { sku?: unknown })?.sku === 'string' ? ((raw as { sku: string }).sku as string) : null;
    if (!parsed.success) {
      results[row] = { row, sku, status: 'failed', errors: fieldErrors(parsed.error) };
      return;
    }
    const product = parsed.data;
    if (!categoryIds.has(product.categoryId)) {
      results[row] = {
        row,
        sku,
        status: 'failed',
        errors: [{ field: 'categoryId', message: 'no category has this id' }],
      };
      return;
    }
    const earlier = firstRowOfSku.get(product.sku);
    if (earlier !== undefined) {
      results[row] = {
        row,
        sku,
        status: 'failed',
        errors: [{ field: 'sku', message: `appears twice in this request (row ${earlier} has it too)` }],
      };
      return;
    }
    firstRowOfSku.set(product.sku, row);
    parsedRows.push({ row, product });
  });
  const problems = await certificationProblems(
    db,
    parsedRows.map(({ product }) => product.certifications),
  );
  // A currency the row names must be one traded in: one that is not refuses its row, not the others'.
  const untradable = await untradableCurrencies(
    db,
    parsedRows.flatMap(({ product }) => (product.currency ? [product.currency] : [])),
  );
  parsedRows.forEach(({ product }, index) => {
    const why = product.currency && untradable.get(product.currency);
    if (why) problems[index] = [...(problems[index] ?? []), { field: 'currency', message: why }];
  });
  const valid = parsedRows.filter(({ row, product }, index) => {
    const errors = problems[index] ?? [];
    if (errors.length > 0) results[row] = { row, sku: product.sku, status: 'failed', errors };
    return errors.length === 0;
  });

  if (valid.length > 0) {
    const stored = await db.transaction(async (trx) => {
      const result = await insertProducts(
        trx,
        // Every row names its currency column (a row without one takes the firm's): rows alike.
        valid.map(({ product }) => ({
          ...productColumns(product),
          currency: product.currency ?? null,
          vendorId: vendor.companyId,
        })),
        (columns) => {
          const changeable = columns.filter((column) => column !== 'vendorId' && column !== 'sku');
          // A row equal to the stored product is left alone (and not returned): it is unchanged.
          return `ON CONFLICT (vendor_id, sku) DO UPDATE SET ${updateFromExcluded(changeable)}
            WHERE ${differsFromExcluded(changeable)}
            RETURNING id, sku, (xmax = 0) AS created`;
        },
      );
      return result.rows as { id: number; sku: string; created: boolean }[];
    });
    const bySku = new Map(stored.map((row) => [row.sku, row]));
    for (const { row, product } of valid) {
      const saved = bySku.get(product.sku);
      results[row] = {
        row,
        sku: product.sku,
        status: saved ? (saved.created ? 'created' : 'updated') : 'unchanged',
        ...(saved ? { productId: saved.id } : {}),
      };
    }
  }

  const count = (status: Result['status']) => results.filter((result) => result.status === status).length;
  return {
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    failed: count('failed'),
    results,
  };
}
