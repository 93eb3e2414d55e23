import { migrateToLatest, startServer } from '@rawex/api';
import { Command } from 'commander';
import { describeDatabase, openRuntime } from '../runtime.ts';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed-database.ts';

export const startCommand = new Command('start')
  .description('migrate, seed an empty database with the demo data, and serve RawEx')
  .action(async () => {
    const runtime = await openRuntime();
    const { config, db, storage, logger } = runtime;
    try {
      await migrateToLatest(db.knex);
      if (await isDatabaseEmpty(db)) {
        console.log(`Seeding the demo data into ${describeDatabase(runtime)}…`);
        await seedDatabase(db, storage);
      }
    } catch (error) {
      await db.close();
      throw error;
    }
    const server = await startServer(
      { db, storage, logger },
      {
        port: config.port,
        host: config.host,
        corsOrigins: config.corsOrigins,
        trustProxy: config.trustProxy,
      },
    );
    console.log(`RawEx is running at ${server.url} (database: ${describeDatabase(runtime)})`);

    let stopping = false;
    const stop = async (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      console.log(`Received ${signal}: stopping.`);
      await server.close();
      await db.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
