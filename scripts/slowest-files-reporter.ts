import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * What one test file may take (its import, setup, tests and hooks), by project: the budget that
 * keeps `npm test` within five minutes on two cores. docs/testing.md explains the figures.
 */
export const FILE_BUDGET_SECONDS: Record<string, number> = {
  e2e: 150,
  storybook: 120,
  checks: 150,
  scripts: 60,
  default: 30,
};

const budgetOf = (project: string) => FILE_BUDGET_SECONDS[project] ?? FILE_BUDGET_SECONDS.default!;

/**
 * After the run, the slowest test files (`RAWEX_SLOWEST` of them, 10 unless told), each with its
 * seconds and its budget, a file over budget marked: the suite's time stays in view.
 */
export class SlowestFilesReporter implements Reporter {
  /** `cpuOfFile`: each file's CPU-seconds by its module id, where the run counted them. */
  constructor(private readonly cpuOfFile: ReadonlyMap<string, number> = new Map()) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = Number(process.env.RAWEX_SLOWEST ?? 10);
    const files = testModules
      .map((module) => {
        const { collectDuration, setupDuration, duration } = module.diagnostic();
        return {
          project: module.project.name,
          file: path.relative(process.cwd(), module.moduleId),
          seconds: (collectDuration + setupDuration + duration) / 1000,
          cpu: this.cpuOfFile.get(module.moduleId),
        };
      })
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count);
    if (!files.length) return;
    const lines = files.map(({ project, file, seconds, cpu }) => {
      const budget = budgetOf(project);
      const over = seconds > budget ? '  OVER BUDGET' : '';
      const cpuSeconds = cpu === undefined ? '' : `  ${cpu.toFixed(1).padStart(6)} CPU-s`;
      return `  ${seconds.toFixed(1).padStart(6)} s${cpuSeconds}  (budget ${budget} s)  ${project}  ${file}${over}`;
    });
    process.stdout.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}
