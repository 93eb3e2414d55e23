import { Command } from 'commander';
import { dbMigrateCommand } from './commands/db-migrate.ts';
import { dbRollbackCommand } from './commands/db-rollback.ts';
import { dbSeedCommand } from './commands/db-seed.ts';
import { keysCommand, loginCommand, logoutCommand, whoamiCommand } from './commands/account.ts';
import { productsCommand } from './commands/products.ts';
import { startCommand } from './commands/start.ts';
import { usersCreateCommand } from './commands/users-create.ts';

export function createProgram(): Command {
  const database = new Command('db')
    .description('manage the database schema and its demo data')
    .addCommand(dbMigrateCommand)
    .addCommand(dbRollbackCommand)
    .addCommand(dbSeedCommand);

  const users = new Command('users').description('manage accounts').addCommand(usersCreateCommand);

  return new Command('rawex')
    .description('RawEx: the wholesale raw-materials marketplace')
    .showHelpAfterError()
    .exitOverride()
    .addCommand(startCommand)
    .addCommand(database)
    .addCommand(users)
    .addCommand(loginCommand)
    .addCommand(logoutCommand)
    .addCommand(whoamiCommand)
    .addCommand(productsCommand)
    .addCommand(keysCommand);
}
