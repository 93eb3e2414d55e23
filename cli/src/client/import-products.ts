import path from 'node:path';
import { bulkProductRowSchema, MAX_BULK_ROWS } from '@rawex/api/contracts';
import type { RawexClient } from '@rawex/client';
import type { z } from 'zod';
import { CliFailure, EXIT } from './cli-failure.ts';
import { MEDIA, MediaUploader } from './media.ts';
import { isKnownColumn, missingColumns, productOf, type ProductFileFormat } from './product-columns.ts';
import { assertUtf8, csvHeader, readProductFile } from './product-file.ts';
import { SkuLines } from './sku-lines.ts';

/** One refusal, as the report writes it: one line per field at fault. */
export interface Rejection {
  line: number;
  sku: string;
  field: string;
  message: string;
}

export interface ImportProgress {
  /** Records read from the file so far. */
  read: number;
  /** Records whose fate is known (stored, unchanged or refused). */
  done: number;
}

export interface ImportSummary {
  file: string;
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** For a dry run: the rows that would be sent. */
  valid: number;
  rejections: Rejection[];
  warnings: string[];
  seconds: number;
}

export interface ImportOptions {
  file: string;
  format: ProductFileFormat;
  delimiter?: string;
  dryRun: boolean;
  batchSize: number;
  concurrency: number;
  /** The server; absent for a dry run with no credentials (categories are then not checked). */
  client: RawexClient | undefined;
  onProgress?(progress: ImportProgress): void;
}

type BulkRow = z.output<typeof bulkProductRowSchema>;
/** A checked row waiting for its batch, with the line of the file it came from. */
interface CheckedRow {
  line: number;
  row: BulkRow;
}

/**
 * Reads a product file as a stream, checks each record against the API's own contract, uploads
 * local media once each and sends the good rows to the bulk endpoint in batches, a few at a
 * time. Idempotent by SKU: running it again, or after an interruption, ends in the same catalogue.
 */
export async function importProducts(options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const { file, client } = options;
  const batchSize = Math.min(Math.max(1, options.batchSize), MAX_BULK_ROWS);
  const summary: ImportSummary = {
    file,
    dryRun: options.dryRun,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    valid: 0,
    rejections: [],
    warnings: [],
    seconds: 0,
  };

  await assertUtf8(file);
  if (options.format === 'csv') {
    const header = await csvHeader(file, options.delimiter);
    const missing = missingColumns(header);
    if (missing.length > 0) {
      throw new CliFailure(
        `${file} lacks the required column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; nothing was sent.`,
      );
    }
    const unknown = header.filter((column) => !isKnownColumn(column));
    if (unknown.length > 0) {
      summary.warnings.push(
        `Ignoring unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (specifications go in spec.<name> columns).`,
      );
    }
  }

  const categoryIds = new Map<string, number>();
  if (client) {
    const { data } = await client.GET('/api/categories');
    for (const category of data ?? []) categoryIds.set(category.slug, category.id);
  }
  const media = new MediaUploader(path.dirname(path.resolve(file)), options.dryRun ? undefined : client);

  const reject = (line: number, sku: unknown, errors: { field: string; message: string }[]) => {
    summary.rejected += 1;
    for (const { field, message } of errors) {
      summary.rejections.push({ line, sku: typeof sku === 'string' ? sku : '', field, message });
    }
  };
  const seenSkus = new SkuLines();
  let done = 0;
  const progress = () => options.onProgress?.({ read: summary.rows, done });

  // Batches in flight, each resolving when its answer is counted.
  const inFlight = new Set<Promise<void>>();
  let batch: CheckedRow[] = [];
  const send = (rows: CheckedRow[]) => {
    const sending = (async () => {
      const { data } = await (client as RawexClient).POST('/api/products/bulk', {
        body: { products: rows.map(({ row }) => row) },
      });
      for (const result of data?.results ?? []) {
        const sent = rows[result.row];
        if (!sent) continue;
        if (result.status === 'failed') reject(sent.line, sent.row.sku, result.errors ?? []);
        else summary[result.status] += 1;
      }
      done += rows.length;
      progress();
    })();
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending)).catch(() => {});
    return sending;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    if (options.dryRun) {
      summary.valid += rows.length;
      done += rows.length;
      return progress();
    }
    send(rows);
    // Bounded: wait for a free slot before reading on, so memory stays flat on any file size.
    while (inFlight.size >= options.concurrency) await Promise.race(inFlight);
  };

  for await (const record of readProductFile(file, {
    format: options.format,
    delimiter: options.delimiter,
    onUnreadable: (line, message) => {
      summary.rows += 1;
      done += 1;
      reject(line, undefined, [{ field: '(record)', message }]);
    },
  })) {
    summary.rows += 1;
    const { line } = record;
    const { category, ...product } = productOf(record.values);
    const errors: { field: string; message: string }[] = [];

    if (typeof product.sku === 'string' && product.sku.trim() !== '') {
      const earlier = seenSkus.firstLineOf(product.sku, line);
      if (earlier !== undefined)
        errors.push({ field: 'sku', message: `appears twice in this file (line ${earlier} has it too)` });
    }
    let categoryId: number | undefined;
    if (typeof category !== 'string' || category.trim() === '')
      errors.push({ field: 'category', message: 'is required' });
    else if (client) {
      categoryId = categoryIds.get(category.trim());
      if (categoryId === undefined)
        errors.push({ field: 'category', message: `no category has the slug "${category}"` });
    }
    for (const kind of ['images', 'videos'] as const) {
      const values = product[kind];
      if (!Array.isArray(values)) continue;
      for (const value of values) {
        const problem = typeof value === 'string' ? await media.problem(value, MEDIA[kind]) : null;
        if (problem) errors.push({ field: kind, message: problem });
      }
    }
    const candidate = {
      ...product,
      // Without a server (a dry run) the slug cannot be resolved; any id lets the rest be checked.
      categoryId: categoryId ?? 1,
      images: Array.isArray(product.images)
        ? media.placeholder(product.images as string[], MEDIA.images)
        : product.images,
      videos: Array.isArray(product.videos)
        ? media.placeholder(product.videos as string[], MEDIA.videos)
        : product.videos,
    };
    const parsed = bulkProductRowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ field: issue.path.map(String).join('.') || '(record)', message: issue.message });
      }
    }
    if (errors.length > 0 || !parsed.success) {
      done += 1;
      reject(line, product.sku, errors);
      progress();
      continue;
    }
    const row = { ...(parsed.data as unknown as BulkRow) };
    if (!options.dryRun) {
      row.images = await media.addresses(product.images as string[], MEDIA.images);
      row.videos = await media.addresses(product.videos as string[], MEDIA.videos);
    }
    batch.push({ line, row });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  await Promise.all(inFlight);
  summary.rejections.sort((a, b) => a.line - b.line);
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

export const exitCodeOf = (summary: ImportSummary) => (summary.rejected > 0 ? EXIT.someRejected : EXIT.ok);
