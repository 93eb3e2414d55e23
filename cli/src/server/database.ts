import { checkTradeCurrencies, migrateToLatest, rollbackSchema } from '@rawex/api';
import { DEFAULT_PRODUCT_COUNT } from '@rawex/fixtures';
import { z } from 'zod';
import { parseOptions } from './options.ts';
import { describeDatabase, withRuntime } from './runtime.ts';
import { seedDatabase } from './seed/seed-database.ts';

export function migrate(): Promise<void> {
  return withRuntime(async (runtime) => {
    const applied = await migrateToLatest(runtime.db.knex);
    const what = applied.length === 0 ? 'Already up to date' : `Applied ${applied.join(', ')}`;
    console.log(`${what} on ${describeDatabase(runtime)}.`);
  });
}

export function rollback(rawOptions: unknown): Promise<void> {
  const options = parseOptions(z.object({ all: z.boolean().default(false) }), rawOptions);
  return withRuntime(async (runtime) => {
    const reverted = await rollbackSchema(runtime.db.knex, options);
    const what = reverted.length === 0 ? 'Nothing to roll back' : `Rolled back ${reverted.join(', ')}`;
    console.log(`${what} on ${describeDatabase(runtime)}.`);
  });
}

const seedOptionsSchema = z.object({
  products: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'cannot be negative')
    .max(2_000_000, 'can be at most 2,000,000')
    .default(DEFAULT_PRODUCT_COUNT),
  currencies: z
    .string()
    .transform((codes) => codes.split(',').map((code) => code.trim().toUpperCase()))
    .pipe(z.array(z.string().regex(/^[A-Z]{3}$/, 'must be currency codes separated by commas, like USD,EUR')))
    .optional(),
});

export function seed(rawOptions: unknown): Promise<void> {
  const options = parseOptions(seedOptionsSchema, rawOptions);
  return withRuntime(async (runtime) => {
    if (options.currencies) await checkTradeCurrencies(runtime.db.knex, '--currencies', options.currencies);
    const started = performance.now();
    const added = await seedDatabase(runtime.db, runtime.storage, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${describeDatabase(runtime)} in ${seconds} s: added ${added.categories} categories, ` +
        `${added.users} users, ${added.products} products, ${added.ratings} ratings, ${added.images} images and ${added.exchangeRates} sample exchange rates.`,
    );
  });
}
