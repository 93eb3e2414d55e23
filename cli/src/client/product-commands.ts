import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { SingleBar } from 'cli-progress';
import { stringify } from 'csv-stringify/sync';
import { CliFailure, EXIT } from './cli-failure.ts';
import { connect } from './connect.ts';
import { resolveCredentials, type CredentialOptions } from './credentials.ts';
import { exportProducts } from './export-products.ts';
import { exitCodeOf, importProducts, type ImportProgress, type ImportSummary } from './import-products.ts';
import type { ProductFileFormat } from './product-columns.ts';
import { formatOf } from './product-file.ts';

/** A bar on a terminal; a plain line every few seconds otherwise (logs, CI). */
function progressReporter(quiet: boolean) {
  if (quiet) return { update: () => {}, stop: () => {} };
  const started = Date.now();
  if (process.stderr.isTTY) {
    const bar = new SingleBar({
      stream: process.stderr,
      format: 'importing {value} rows | {speed} rows/s | {eta_formatted} left (of {total} read)',
      etaBuffer: 50,
    });
    bar.start(0, 0, { speed: 0 });
    return {
      update: ({ read, done }: ImportProgress) => {
        bar.setTotal(read);
        bar.update(done, { speed: Math.round(done / Math.max(0.001, (Date.now() - started) / 1000)) });
      },
      stop: () => bar.stop(),
    };
  }
  let last = started;
  return {
    update: ({ done }: ImportProgress) => {
      if (Date.now() - last < 5000) return;
      last = Date.now();
      const speed = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
      process.stderr.write(
        `${done.toLocaleString('en-US')} rows done (${speed.toLocaleString('en-US')} rows/s)\n`,
      );
    },
    stop: () => {},
  };
}

function describe(summary: ImportSummary): string {
  const head = summary.dryRun
    ? `Checked ${summary.rows} rows of ${summary.file}: ${summary.valid} valid, ${summary.rejected} rejected (dry run: nothing sent).`
    : `Imported ${summary.file}: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected, in ${summary.seconds.toFixed(1)} s.`;
  const shown = summary.rejections
    .slice(0, 10)
    .map((r) => `  line ${r.line}${r.sku ? ` (${r.sku})` : ''}, ${r.field}: ${r.message}`);
  const more =
    summary.rejections.length > 10 ? [`  … and ${summary.rejections.length - 10} more (see --report)`] : [];
  return [head, ...shown, ...more].join('\n');
}

export interface ImportCommandOptions extends CredentialOptions {
  format?: ProductFileFormat;
  delimiter?: string;
  dryRun: boolean;
  report?: string;
  json: boolean;
  batchSize: number;
  concurrency: number;
}

/** `rawex products import <file>`. */
export async function runImport(file: string, options: ImportCommandOptions): Promise<void> {
  // An import is a long stream of short-lived rows, a few thousand alive at once: a heap that grows
  // by a tenth, not V8's default of up to four times, collects them as it goes (a million-row file
  // peaks at a fraction of the memory, at the same speed; `npm run bench import`).
  setFlagsFromString('--heap-growing-percent=10');
  const format = formatOf(file, options.format);
  const credentials = options.dryRun
    ? await resolveCredentials(options).catch(() => undefined)
    : await resolveCredentials(options);
  const progress = progressReporter(Boolean(options.json));
  const summary = await importProducts({
    file,
    format,
    delimiter: options.delimiter,
    dryRun: options.dryRun,
    batchSize: options.batchSize,
    concurrency: options.concurrency,
    client: credentials && connect(credentials),
    onProgress: progress.update,
  }).finally(() => progress.stop());
  for (const warning of summary.warnings) process.stderr.write(`warning: ${warning}\n`);
  if (options.report) {
    await writeFile(
      options.report,
      stringify(summary.rejections, { header: true, columns: ['line', 'sku', 'field', 'message'] }),
    );
  }
  if (options.json) {
    const { rejections, ...figures } = summary;
    process.stdout.write(`${JSON.stringify({ ...figures, rejections })}\n`);
  } else {
    process.stdout.write(`${describe(summary)}\n`);
  }
  process.exitCode = exitCodeOf(summary);
}

export interface ExportCommandOptions extends CredentialOptions {
  format?: ProductFileFormat;
  output?: string;
}

/** `rawex products export`. */
export async function runExport(options: ExportCommandOptions): Promise<void> {
  const client = connect(await resolveCredentials(options));
  const format = options.format ?? (options.output ? formatOf(options.output) : 'csv');
  const { data: me } = await client.GET('/api/auth/me');
  if (!me || me.role !== 'vendor')
    throw new CliFailure('Only a vendor’s key can export a catalogue.', EXIT.usage);
  const output = options.output ? createWriteStream(options.output) : process.stdout;
  const count = await exportProducts(client, me.id, format, output);
  if (options.output) process.stderr.write(`Exported ${count} products to ${options.output}.\n`);
}
