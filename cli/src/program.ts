import { Command } from 'commander';
import { dbMigrateCommand } from './commands/db-migrate.ts';
import { dbRollbackCommand } from './commands/db-rollback.ts';
import { dbSeedCommand } from './commands/db-seed.ts';
import { startCommand } from './commands/start.ts';

export function createProgram(): Command {
  const database = new Command('db')
    .description('manage the database schema and its demo data')
    .addCommand(dbMigrateCommand)
    .addCommand(dbRollbackCommand)
    .addCommand(dbSeedCommand);

  return new Command('rawex')
    .description('RawEx: the wholesale raw-materials marketplace')
    .showHelpAfterError()
    .exitOverride()
    .addCommand(startCommand)
    .addCommand(database);
}
