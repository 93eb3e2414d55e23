import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, which any CI log
 * reader can take in, whatever it knows of Vitest's own summary.
 */
export class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else if (state === 'skipped') counts.skipped += 1;
      }
      if (module.state() === 'failed' && !module.children.size) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    process.stdout.write(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
