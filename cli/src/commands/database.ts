import { Command } from 'commander';
import { loadServerModule } from './server-module.ts';

const database = () => loadServerModule(() => import('../server/database.ts'));

export const databaseCommand = new Command('db')
  .description('manage the database schema and its demo data')
  .addCommand(
    new Command('migrate')
      .description('apply every pending migration')
      .action(async () => (await database()).migrate()),
  )
  .addCommand(
    new Command('rollback')
      .description('undo the last batch of migrations (every migration with --all)')
      .option('--all', 'undo every migration: drops all tables and their data')
      .action(async (options: unknown) => (await database()).rollback(options)),
  )
  .addCommand(
    new Command('seed')
      .description('fill the database with the demo data; running it again adds nothing twice')
      .option(
        '--products <count>',
        'products in the catalogue (default: the demo catalogue’s; a large one for benchmarks)',
      )
      .option(
        '--currencies <codes>',
        'the currencies suppliers sell in, each supplier one in turn, like USD,EUR,GBP (default: USD)',
      )
      .action(async (options: unknown) => (await database()).seed(options)),
  );
