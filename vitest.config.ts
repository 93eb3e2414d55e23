import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.ts';
import { CpuBudgetReporter } from './scripts/cpu-budget-reporter.ts';
import { E2eFirstSequencer } from './scripts/e2e-first-sequencer.ts';
import { PlainSummaryReporter } from './scripts/plain-summary-reporter.ts';
import { SlowestFilesReporter } from './scripts/slowest-files-reporter.ts';

/** Node-side packages: their tests talk to a real database (PGlite, or PostgreSQL in CI). */
const nodePackages = ['api', 'cli', 'fixtures'];

/** Debian's chromium, never a downloaded browser. */
const cpuBudget = new CpuBudgetReporter();

/** Each file's CPU, with the processes it starts, for the budget by project. */
const fileCpu = 'scripts/test-file-cpu.ts';

const chromium = playwright({
  launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  // The pages stay open to the end of the run: a story left showing a shimmering skeleton kept
  // a quarter of a core busy for the whole run (327 CPU-seconds in all, 107 without the wait).
  contextOptions: { reducedMotion: 'reduce' },
});

export default defineConfig({
  resolve: {
    conditions: ['source'],
    // The kit's sources wherever it is imported, vanilla-extract's compiler included: that one
    // resolves on the server side, where the "source" condition is not read, and would take the
    // kit's dist/ whenever one exists, which the packages test rebuilds during the run.
    alias: [
      {
        find: /^@rawex\/ui-kit$/,
        replacement: fileURLToPath(new URL('ui-kit/src/index.ts', import.meta.url)),
      },
      {
        find: /^@rawex\/ui-kit\/theme$/,
        replacement: fileURLToPath(new URL('ui-kit/src/theme/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    // The summary line last: CI reads the run's last line.
    reporters: [
      'default',
      cpuBudget,
      new SlowestFilesReporter(cpuBudget.cpuOfFile),
      new PlainSummaryReporter(() => cpuBudget.failures),
    ],
    // A PostgreSQL server for the run when DATABASE_URL names none, a migrated database on it that
    // each test's is copied from (and a migrated PGlite's files, that each test's PGlite loads), the
    // storefront built once, and the `rawex` the tests start.
    globalSetup: ['scripts/test-run-setup.ts'],
    // Passwords hash at a small scrypt cost (production's is 2^17): the suite hashes hundreds.
    env: { RAWEX_SCRYPT_N: '4096' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time on two cores: no file keeps a core busy on its own (each waits on its
    // database, the processes it starts or a browser), and a third fills the time the other two
    // wait (on 2026-11-27: 324 s against 340 s with two). The browser journeys go first: they
    // mostly wait, beside the stories' browser pool; the CPU-bound files follow.
    maxWorkers: 3,
    sequence: { sequencer: E2eFirstSequencer },
    projects: [
      ...nodePackages.map((name) => ({
        extends: true as const,
        // Files of a worker share modules (each starts its own API and database): loading the API
        // once per worker instead of once per file.
        test: {
          name,
          include: [`${name}/src/**/*.test.ts`],
          environment: 'node',
          setupFiles: [fileCpu],
          isolate: false,
          // The CLI's tests run `rawex` as a child process, several times a test, and each one
          // loads its sources through tsx: on two cores shared with the browsers, six of them
          // took past 30 s (2026-11-27).
          ...(name === 'cli' ? { testTimeout: 90_000 } : {}),
        },
      })),
      {
        extends: true,
        test: {
          name: 'client',
          include: ['api/client/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [fileCpu],
        },
      },
      {
        extends: true,
        test: {
          // Lint and types, as `npm run lint` and `npm run typecheck` check them: CI runs only `npm test`.
          name: 'checks',
          include: ['scripts/checks/*.test.ts'],
          environment: 'node',
          setupFiles: [fileCpu],
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          include: ['scripts/*.test.ts'],
          environment: 'node',
          setupFiles: [fileCpu],
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
          setupFiles: [fileCpu, 'ui-kit/vitest.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'storefront',
          include: ['storefront/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [fileCpu, 'storefront/vitest.setup.ts'],
          // Screens share the loaded app across files; the setup resets what a file leaves behind.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['storefront/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: [fileCpu],
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
          // Every story file in one page: the preview (its msw worker, theme, fonts) loads once, not 57 times.
          isolate: false,
          // The stories start beside the two browser journeys on two cores: a play function can wait
          // its turn for a while there (one passed 30 s in CI), which is no fault of the story.
          testTimeout: 90_000,
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
