import { defineConfig } from 'vitest/config';
import { PlainSummaryReporter } from './scripts/plain-summary-reporter.ts';

export default defineConfig({
  test: {
    projects: ['api', 'cli', 'fixtures'],
    reporters: ['default', new PlainSummaryReporter()],
  },
});
