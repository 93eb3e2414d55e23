import { createRequire } from 'node:module';
import { Command } from 'commander';
import { keysCommand, loginCommand, logoutCommand, whoamiCommand } from './commands/account.ts';
import { databaseCommand } from './commands/database.ts';
import { mediaCommand } from './commands/media.ts';
import { productsCommand } from './commands/products.ts';
import { startCommand, workerCommand } from './commands/start.ts';
import { quotesCommand, rfqsCommand } from './commands/trade.ts';
import { paymentsCommand } from './commands/payments.ts';
import { ratesCommand } from './commands/rates.ts';
import { usersCommand } from './commands/users.ts';

/** This package's version: src/ in a checkout and dist/ when published both sit beside package.json. */
const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

/**
 * The command tree: names, options and help only. Each action imports its work when it runs,
 * so `rawex --help` loads commander and nothing else.
 */
export function createProgram(): Command {
  return new Command('rawex')
    .description('RawEx: the wholesale raw-materials marketplace')
    .version(version, '-V, --version', 'print the version of rawex')
    .showHelpAfterError()
    .exitOverride()
    .addCommand(startCommand)
    .addCommand(workerCommand)
    .addCommand(databaseCommand)
    .addCommand(mediaCommand)
    .addCommand(usersCommand)
    .addCommand(loginCommand)
    .addCommand(logoutCommand)
    .addCommand(whoamiCommand)
    .addCommand(productsCommand)
    .addCommand(rfqsCommand)
    .addCommand(quotesCommand)
    .addCommand(paymentsCommand)
    .addCommand(ratesCommand)
    .addCommand(keysCommand);
}
