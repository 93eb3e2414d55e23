import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { CPU_LOG_ENV, processTree, readFileCpuLog, totalSeconds, type ProcessCpu } from './cpu-accounting.ts';

/** docs/testing.md holds the budget table, between these two lines, where review reads it. */
const BUDGET_DOC = new URL('../docs/testing.md', import.meta.url);
const TABLE_START = '<!-- cpu-budget -->';
const TABLE_END = '<!-- /cpu-budget -->';

/** How far a run may pass a budget before it fails: these machines differ that much from hour to hour. */
export const CPU_NOISE = 0.25;

/** What the run spends outside the test workers, by who spends it. */
const RUNNER = 'runner';
const DATABASE = 'database';

export function readCpuBudgets(doc = readFileSync(BUDGET_DOC, 'utf8')): Map<string, number> {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/testing.md has no ${TABLE_START} table`);
  const budgets = new Map<string, number>();
  for (const line of doc.slice(start, end).split('\n')) {
    const cells = line
      .split('|')
      .map((cell) => cell.trim().replaceAll('`', ''))
      .filter(Boolean);
    const seconds = Number(cells[1]);
    if (cells.length >= 2 && Number.isFinite(seconds) && seconds > 0) budgets.set(cells[0]!, seconds);
  }
  return budgets;
}

export interface CpuRow {
  name: string;
  seconds: number;
  budget: number | undefined;
  /** Whether every file it covers ran, so that its budget applies. */
  whole: boolean;
}

export const overBudget = (row: CpuRow) =>
  row.whole && (row.budget === undefined || row.seconds > row.budget * (1 + CPU_NOISE));

/**
 * The run's CPU-seconds by project, from the test workers and the processes they start (each file
 * counted by a setup file, `scripts/test-file-cpu.ts`), then the runner's own process with the
 * stories' browser and the global setup, and the embedded database server. A whole run fails when
 * a row passes its budget in docs/testing.md by more than the machines' noise.
 */
export class CpuBudgetReporter implements Reporter {
  private vitest: Vitest | undefined;
  private readonly log = path.join(os.tmpdir(), `rawex-test-cpu-${process.pid}.jsonl`);
  /** The rows over budget, for the summary line. */
  readonly failures: string[] = [];
  /** Each file's CPU-seconds, by its module id, once the run has ended. */
  readonly cpuOfFile = new Map<string, number>();

  /** How many files each project has in all, to tell a whole run from a part of one. */
  private filesByProject = new Map<string, number>();

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    writeFileSync(this.log, '');
    process.env[CPU_LOG_ENV] = this.log;
  }

  async onTestRunStart(): Promise<void> {
    this.cpuOfFile.clear();
    this.failures.length = 0;
    const specs = (await this.vitest?.globTestSpecifications()) ?? [];
    this.filesByProject = new Map();
    for (const spec of specs) {
      this.filesByProject.set(spec.project.name, (this.filesByProject.get(spec.project.name) ?? 0) + 1);
    }
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (process.platform !== 'linux' || !this.vitest) return;
    const files = readFileCpuLog(this.log);
    rmSync(this.log, { force: true });
    const ranByProject = new Map<string, number>();
    const projectOfFile = new Map<string, string>();
    for (const module of testModules) {
      ranByProject.set(module.project.name, (ranByProject.get(module.project.name) ?? 0) + 1);
      projectOfFile.set(module.moduleId, module.project.name);
    }
    const wholeProjects = new Set(
      this.vitest.projects
        .map((project) => project.name)
        .filter((name) => (ranByProject.get(name) ?? 0) === this.filesByProject.get(name)),
    );
    const wholeRun = this.vitest.projects.every((project) => wholeProjects.has(project.name));

    // The stories run in a browser vitest starts itself: its chromium is their CPU.
    const stories = this.vitest.projects.find((project) => project.config.browser.enabled)?.name ?? RUNNER;
    const seconds = new Map<string, number>();
    const add = (row: string, more: number) => seconds.set(row, (seconds.get(row) ?? 0) + more);
    const projectOfWorker = new Map<number, string>();
    for (const { file, workerPid, seconds: spent } of files) {
      const project = projectOfFile.get(file) ?? RUNNER;
      this.cpuOfFile.set(file, (this.cpuOfFile.get(file) ?? 0) + spent);
      projectOfWorker.set(workerPid, project);
      add(project, spent);
    }
    // What still runs (or waits to be reaped) under a test worker is its project's: a browser a
    // journey closed is often still going at the end. Chromium under vitest itself is the
    // stories' browser; PostgreSQL under it the embedded server.
    const tree = processTree(process.pid);
    const byPid = new Map(tree.map((entry) => [entry.pid, entry]));
    const ownerOf = (entry: ProcessCpu): string => {
      for (let above = byPid.get(entry.parentPid); above; above = byPid.get(above.parentPid)) {
        const project = projectOfWorker.get(above.pid);
        if (project) return project;
      }
      if (entry.command === 'postgres') return DATABASE;
      if (/chrom/i.test(entry.command)) return stories;
      return RUNNER;
    };
    const everything =
      tree.reduce((sum, entry) => sum + totalSeconds(entry), 0) +
      files.filter((file) => file.orphaned).reduce((sum, file) => sum + file.seconds, 0);
    for (const entry of tree) {
      if (entry.pid !== process.pid && !projectOfWorker.has(entry.pid))
        add(ownerOf(entry), totalSeconds(entry));
    }
    // The runner: vitest's process, the global setup, the workers outside their files.
    const counted = [...seconds].filter(([row]) => row !== RUNNER).reduce((sum, [, spent]) => sum + spent, 0);
    seconds.set(RUNNER, everything - counted);

    const budgets = readCpuBudgets();
    const rows: CpuRow[] = [...seconds]
      .sort(([a, aSeconds], [b, bSeconds]) => (a === RUNNER ? 1 : b === RUNNER ? -1 : bSeconds - aSeconds))
      .map(([name, spent]) => ({
        name,
        seconds: spent,
        budget: budgets.get(name),
        whole: wholeProjects.has(name) || ((name === RUNNER || name === DATABASE) && wholeRun),
      }));

    const lines = rows.map((row) => {
      const budget = row.budget === undefined ? 'no budget' : `budget ${row.budget}`;
      const mark = overBudget(row) ? '  OVER BUDGET' : row.whole ? '' : '  (part of it ran)';
      return `  ${row.seconds.toFixed(0).padStart(6)} s  (${budget})  ${row.name}${mark}`;
    });
    process.stdout.write(
      `\nCPU-seconds by project (${everything.toFixed(0)} in all; budgets in docs/testing.md, ` +
        `+${CPU_NOISE * 100} % for the machine):\n${lines.join('\n')}\n`,
    );
    this.failures.push(...rows.filter(overBudget).map((row) => row.name));
    if (this.failures.length) process.exitCode = 1;
  }
}
