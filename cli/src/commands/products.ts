import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError, Option } from 'commander';
import { SingleBar } from 'cli-progress';
import { stringify } from 'csv-stringify/sync';
import { CliFailure, EXIT } from '../vendor/cli-failure.ts';
import { connect } from '../vendor/connect.ts';
import { resolveCredentials } from '../vendor/credentials.ts';
import { exportProducts } from '../vendor/export-products.ts';
import {
  exitCodeOf,
  importProducts,
  type ImportProgress,
  type ImportSummary,
} from '../vendor/import-products.ts';
import { formatOf } from '../vendor/product-file.ts';
import { withServerOptions } from './vendor-options.ts';

const positiveInteger = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new InvalidArgumentError('must be a whole number of 1 or more');
  return number;
};

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

const importCommand = withServerOptions(
  new Command('import')
    .description('create or update your products from a CSV, NDJSON or JSON file, by SKU')
    .argument('<file>', 'the product file')
    .addOption(
      new Option('--format <format>', 'the file format (default: from the extension)').choices([
        'csv',
        'ndjson',
        'json',
      ]),
    )
    .option('--delimiter <char>', 'the CSV delimiter (default: , or ; as the header shows)')
    .option('--dry-run', 'check every row and send nothing', false)
    .option('--report <file>', 'write every rejected row (line, sku, field, message) to this CSV file')
    .option('--json', 'print a machine-readable summary on stdout', false)
    .option('--batch-size <rows>', 'rows per request (at most 1000)', positiveInteger, 1000)
    .option('--concurrency <requests>', 'requests in flight at once', positiveInteger, 4),
)
  .addHelpText(
    'after',
    `
Columns: sku, name, description, category (slug), price, unit, minimumOrder, availableQuantity,
images and videos (|-separated https addresses or local files), isActive, spec.<name>.
Exit codes: 0 all rows stored; 1 some rows rejected, the rest stored; 2 usage or file error,
nothing sent; 3 the server could not be reached or kept failing.`,
  )
  .action(async (file: string, options) => {
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
  });

const exportCommand = withServerOptions(
  new Command('export')
    .description('write every product of yours, unlisted too, to a file or stdout')
    .addOption(
      new Option('--format <format>', 'csv, ndjson or json (default: from --output, else csv)').choices([
        'csv',
        'ndjson',
        'json',
      ]),
    )
    .option('--output <file>', 'where to write (default: stdout)'),
).action(async (options) => {
  const client = connect(await resolveCredentials(options));
  const format = options.format ?? (options.output ? formatOf(options.output) : 'csv');
  const { data: me } = await client.GET('/api/auth/me');
  if (!me || me.role !== 'vendor')
    throw new CliFailure('Only a vendor’s key can export a catalogue.', EXIT.usage);
  const output = options.output ? createWriteStream(options.output) : process.stdout;
  const count = await exportProducts(client, me.id, format, output);
  if (options.output) process.stderr.write(`Exported ${count} products to ${options.output}.\n`);
});

export const productsCommand = new Command('products')
  .description('your catalogue, over the API with your key: import and export')
  .addCommand(importCommand)
  .addCommand(exportCommand);
