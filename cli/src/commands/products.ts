import { Command, Option } from 'commander';
import { PRODUCT_FILE_FORMATS } from '../client/product-columns.ts';
import { positiveInteger, withServerOptions } from './vendor-options.ts';

const productCommands = () => import('../client/product-commands.ts');

const importCommand = withServerOptions(
  new Command('import')
    .description('create or update your products from a CSV, NDJSON or JSON file, by SKU')
    .argument('<file>', 'the product file')
    .addOption(
      new Option('--format <format>', 'the file format (default: from the extension)').choices(
        PRODUCT_FILE_FORMATS,
      ),
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
  .action(async (file: string, options) => (await productCommands()).runImport(file, options));

const exportCommand = withServerOptions(
  new Command('export')
    .description('write every product of yours, unlisted too, to a file or stdout')
    .addOption(
      new Option('--format <format>', 'csv, ndjson or json (default: from --output, else csv)').choices(
        PRODUCT_FILE_FORMATS,
      ),
    )
    .option('--output <file>', 'where to write (default: stdout)'),
).action(async (options) => (await productCommands()).runExport(options));

export const productsCommand = new Command('products')
  .description('your catalogue, over the API with your key: import and export')
  .addCommand(importCommand)
  .addCommand(exportCommand);
