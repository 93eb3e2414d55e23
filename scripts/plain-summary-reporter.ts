import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, `Tests: N passed, N failed, N skipped`, which any CI log
 * reader can take in, whatever it knows of Vitest's own summary; then what else failed the run
 * (the projects over their CPU budget).
 */
export class PlainSummaryReporter implements Reporter {
  constructor(private readonly overCpuBudget: () => readonly string[] = () => []) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const { state } = test.result();
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else if (state === 'skipped') counts.skipped += 1;
      }
      // A file that fails outside its tests (its import, a hook) counts once.
      const testFailed = [...module.children.allTests()].some((test) => test.result().state === 'failed');
      if (module.state() === 'failed' && !testFailed) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    const over = this.overCpuBudget();
    const budget = over.length ? `; over their CPU budget: ${over.join(', ')}` : '';
    process.stdout.write(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${budget}\n`,
    );
  }
}
