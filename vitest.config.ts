import { defineConfig } from 'vitest/config';
import { PlainSummaryReporter } from './scripts/plain-summary-reporter.ts';

/** Node-side packages: their tests talk to a real database (PGlite, or PostgreSQL in CI). */
const nodePackages = ['api', 'cli', 'fixtures'];

export default defineConfig({
  test: {
    reporters: ['default', new PlainSummaryReporter()],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: nodePackages.map((name) => ({
      extends: true,
      test: { name, include: [`${name}/src/**/*.test.ts`], environment: 'node' },
    })),
  },
});
