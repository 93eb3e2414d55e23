import { Command, InvalidArgumentError, Option } from 'commander';
import { INCOTERM_CODES } from '@rawex/api/contracts/trade-values';
import { positiveInteger, withServerOptions } from './vendor-options.ts';

const tradeCommands = () => import('../client/trade-commands.ts');

const listRfqs = withServerOptions(
  new Command('list')
    .description('the open requests for quotation you may answer, newest first')
    .option('--direct', 'only those addressed to you (any state)', false)
    .option('--category <id>', 'only this category (its id)', positiveInteger)
    .option('--search <words>', 'words of the title or description')
    .addOption(
      new Option('--sort <order>', 'newest or closing').choices(['newest', 'closing']).default('newest'),
    )
    .option('--limit <count>', 'how many (at most 100)', positiveInteger, 20)
    .option('--json', 'print the requests as JSON', false),
).action(async (options) => (await tradeCommands()).listRfqs(options));

export const rfqsCommand = new Command('rfqs')
  .description('requests for quotation, over the API with your key (read:orders)')
  .addCommand(listRfqs);

const PLAN_EXAMPLE = '{"kind":"net","days":30,"from":"invoice","note":"Cash against documents"}';

/** A payment plan as JSON; the API checks its fields. */
const planJson = (value: string): unknown => {
  try {
    const plan: unknown = JSON.parse(value);
    if (plan !== null && typeof plan === 'object' && !Array.isArray(plan)) return plan;
  } catch {
    // Said below, as for any other value that is not a plan.
  }
  throw new InvalidArgumentError(`must be a payment plan as JSON, e.g. '${PLAN_EXAMPLE}'`);
};

const createQuote = withServerOptions(
  new Command('create')
    .description('quote on a request with one of your products')
    .requiredOption('--rfq <id>', 'the request', positiveInteger)
    .requiredOption('--product <id>', 'your product the order would be of', positiveInteger)
    .requiredOption('--price <amount>', 'the unit price, in the product’s currency unless --currency says')
    .option('--currency <code>', 'what the quote is priced in (default: the product’s currency)')
    .option('--quantity <count>', 'the quantity (default: the request’s)', positiveInteger)
    .requiredOption('--valid-days <days>', 'how many days the quote holds', positiveInteger)
    .requiredOption('--lead-time <days>', 'days from the order to dispatch')
    .addOption(
      new Option('--incoterm <rule>', 'the delivery terms (default: the request’s)').choices(INCOTERM_CODES),
    )
    .option(
      '--place <place>',
      'the rule’s named place, e.g. Santos for FOB Santos (default: the request’s, on its rule)',
    )
    .option('--place-code <locode>', 'the named place’s UN/LOCODE, e.g. BRSSZ')
    .option(
      '--payment-plan <json>',
      `how the order is paid (default: your firm's plan), e.g. '${PLAN_EXAMPLE}'`,
      planJson,
    )
    .option('--notes <text>', 'anything else the buyer should know')
    .option('--json', 'print the quote as JSON', false),
).action(async (options) => (await tradeCommands()).createQuote(options));

export const quotesCommand = new Command('quotes')
  .description('your quotes on requests for quotation, over the API with your key (write:orders)')
  .addCommand(createQuote);
