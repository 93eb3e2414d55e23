import { migrateToLatest } from '@rawex/api';
import { Command } from 'commander';
import { describeDatabase, withRuntime } from '../runtime.ts';

export const dbMigrateCommand = new Command('migrate')
  .description('apply every pending migration')
  .action(() =>
    withRuntime(async (runtime) => {
      const applied = await migrateToLatest(runtime.db.knex);
      const what = applied.length === 0 ? 'Already up to date' : `Applied ${applied.join(', ')}`;
      console.log(`${what} on ${describeDatabase(runtime)}.`);
    }),
  );
