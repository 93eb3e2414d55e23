import { Command, Option } from 'commander';
import { withServerOptions } from './vendor-options.ts';

const paymentCommands = () => import('../client/payment-commands.ts');

const importCommand = withServerOptions(
  new Command('import')
    .description('import a bank statement: its credits become payments, matched to your orders')
    .argument('<file>', 'an ISO 20022 camt.053 or camt.054 XML file, or a CSV')
    .addOption(
      new Option('--format <format>', 'camt or csv (default: read from the file)').choices(['camt', 'csv']),
    )
    .option('--entry-column <header>', 'CSV: the bank’s id of each line')
    .option('--amount-column <header>', 'CSV: the amount, negative for money out')
    .option('--value-date-column <header>', 'CSV: the value date (YYYY-MM-DD)')
    .option('--currency-column <header>', 'CSV: the currency')
    .option('--default-currency <code>', 'CSV without a currency column: the currency of every line')
    .option('--reference-column <header>', 'CSV: the payer’s words, where an RF reference is looked for')
    .option('--payer-column <header>', 'CSV: the payer’s name')
    .option('--json', 'print the summary as JSON', false),
)
  .addHelpText(
    'after',
    `
A credit carrying an order's RF reference pays that order; one without, the open order whose
buyer is the payer and whose total or deposit is the amount, when only one fits; the rest wait
for you to assign (GET /api/payments?waiting=true). Importing the same statement again changes
nothing. A malformed file imports nothing and says which line is at fault (exit 2).`,
  )
  .action(async (file: string, options) => (await paymentCommands()).importStatementFile(file, options));

export const paymentsCommand = new Command('payments')
  .description('payments received, over the API with your key (write:orders)')
  .addCommand(importCommand);
