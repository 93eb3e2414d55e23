import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { PlainSummaryReporter } from './scripts/plain-summary-reporter.ts';

/** Node-side packages: their tests talk to a real database (PGlite, or PostgreSQL in CI). */
const nodePackages = ['api', 'cli', 'fixtures'];

/** Debian's chromium, never a downloaded browser. */
const chromium = playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    reporters: ['default', new PlainSummaryReporter()],
    // A PostgreSQL server for the run when DATABASE_URL names none.
    globalSetup: ['scripts/test-postgres.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      ...nodePackages.map((name) => ({
        extends: true as const,
        test: { name, include: [`${name}/src/**/*.test.ts`], environment: 'node' },
      })),
      {
        extends: true,
        test: { name: 'client', include: ['api/client/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'packages',
          include: ['scripts/packages.test.ts'],
          environment: 'node',
          // Packing builds the kit, the client and the CLI; installing the tarballs takes npm a while.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'ui-kit',
          include: ['ui-kit/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['ui-kit/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'storefront',
          include: ['storefront/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['storefront/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['storefront/e2e/**/*.test.ts'],
          environment: 'node',
          // One `rawex start` (and its storefront build) at a time on a two-core machine.
          fileParallelism: false,
          // A whole journey in a real browser against `rawex start`.
          testTimeout: 180_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          // Crawl every story up front, so vite never finds a new dependency mid-run and reloads the browser.
          entries: ['ui-kit/src/**/*.stories.tsx', '.storybook/preview.tsx'],
          include: ['@vanilla-extract/recipes/createRuntimeFn'],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
