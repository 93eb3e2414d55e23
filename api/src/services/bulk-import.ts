import type { Knex } from 'knex';
import { bulkProductRowSchema, type BulkImportResult } from '../contracts/products.ts';
import type { AuthUser } from '../http/route.ts';
import { fieldErrors } from '../http/validation.ts';

type Result = BulkImportResult['results'][number];

/**
 * Upserts up to 1,000 products of the caller's catalogue by SKU, in one transaction and one
 * statement. Every row is validated on its own: bad rows are answered with their errors and
 * the good ones are stored all the same.
 */
export async function bulkImportProducts(
  db: Knex,
  vendor: AuthUser,
  rows: unknown[],
): Promise<BulkImportResult> {
  const categoryIds = new Set<number>(await db('categories').pluck('id'));
  const results: Result[] = [];
  const valid: { row: number; product: ReturnType<typeof bulkProductRowSchema.parse> }[] = [];
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
    valid.push({ row, product });
  });

  if (valid.length > 0) {
    const stored = await db.transaction(async (trx) => {
      const result = await trx.raw(
        `INSERT INTO products (vendor_id, sku, category_id, name, description, price, unit, minimum_order,
                               available_quantity, images, videos, specifications, is_active)
         SELECT ?, sku, category_id, name, description, price, unit, minimum_order,
                available_quantity, images, videos, specifications, is_active
         FROM jsonb_to_recordset(?::jsonb) AS row(
           sku text, category_id integer, name text, description text, price numeric, unit text,
           minimum_order integer, available_quantity integer, images text[], videos text[],
           specifications jsonb, is_active boolean)
         ON CONFLICT (vendor_id, sku) DO UPDATE SET
           category_id = EXCLUDED.category_id, name = EXCLUDED.name, description = EXCLUDED.description,
           price = EXCLUDED.price, unit = EXCLUDED.unit, minimum_order = EXCLUDED.minimum_order,
           available_quantity = EXCLUDED.available_quantity, images = EXCLUDED.images,
           videos = EXCLUDED.videos, specifications = EXCLUDED.specifications, is_active = EXCLUDED.is_active
         RETURNING id, sku, (xmax = 0) AS created`,
        [
          vendor.id,
          JSON.stringify(
            valid.map(({ product }) => ({
              sku: product.sku,
              category_id: product.categoryId,
              name: product.name,
              description: product.description,
              price: product.price,
              unit: product.unit,
              minimum_order: product.minimumOrder,
              available_quantity: product.availableQuantity,
              images: product.images,
              videos: product.videos,
              specifications: product.specifications,
              is_active: product.isActive,
            })),
          ),
        ],
      );
      return result.rows as { id: number; sku: string; created: boolean }[];
    });
    const bySku = new Map(stored.map((row) => [row.sku, row]));
    for (const { row, product } of valid) {
      const saved = bySku.get(product.sku);
      results[row] = {
        row,
        sku: product.sku,
        status: saved?.created ? 'created' : 'updated',
        ...(saved ? { productId: saved.id } : {}),
      };
    }
  }

  const count = (status: Result['status']) => results.filter((result) => result.status === status).length;
  return { created: count('created'), updated: count('updated'), failed: count('failed'), results };
}
