import { DEFAULT_PRODUCT_COUNT } from '@rawex/fixtures';
import { Command } from 'commander';
import { z } from 'zod';
import { describeDatabase, withRuntime } from '../runtime.ts';
import { seedDatabase } from '../seed/seed-database.ts';

const optionsSchema = z.object({
  products: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(2_000_000, 'can be at most 2,000,000'),
});

export const dbSeedCommand = new Command('seed')
  .description('fill the database with the demo data; running it again adds nothing twice')
  .option(
    '--products <count>',
    'products in the catalogue (a large one for benchmarks)',
    String(DEFAULT_PRODUCT_COUNT),
  )
  .action((rawOptions: unknown) => {
    const options = optionsSchema.parse(rawOptions);
    return withRuntime(async (runtime) => {
      const started = performance.now();
      const added = await seedDatabase(runtime.db, runtime.storage, { products: options.products });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `Seeded ${describeDatabase(runtime)} in ${seconds} s: added ${added.categories} categories, ` +
          `${added.users} users, ${added.products} products, ${added.ratings} ratings and ${added.images} images.`,
      );
    });
  });
