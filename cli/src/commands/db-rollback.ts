import { rollbackMigrations } from '@rawex/api';
import { Command } from 'commander';
import { z } from 'zod';
import { describeDatabase, withRuntime } from '../runtime.ts';

const optionsSchema = z.object({ all: z.boolean().default(false) });

export const dbRollbackCommand = new Command('rollback')
  .description('undo the last batch of migrations (every migration with --all)')
  .option('--all', 'undo every migration: drops all tables and their data')
  .action((rawOptions: unknown) => {
    const options = optionsSchema.parse(rawOptions);
    return withRuntime(async (runtime) => {
      const reverted = await rollbackMigrations(runtime.db.knex, options);
      const what = reverted.length === 0 ? 'Nothing to roll back' : `Rolled back ${reverted.join(', ')}`;
      console.log(`${what} on ${describeDatabase(runtime)}.`);
    });
  });
