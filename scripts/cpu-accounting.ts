import { appendFileSync, readdirSync, readFileSync } from 'node:fs';

/**
 * CPU-seconds as Linux counts them in `/proc/<pid>/stat`: the process's own user and system time,
 * and the time of the children it has reaped (a child's own reaped children included).
 */
export interface ProcessCpu {
  pid: number;
  parentPid: number;
  command: string;
  ownSeconds: number;
  reapedChildrenSeconds: number;
}

/** Linux's user-visible clock tick (USER_HZ), the unit of `/proc/<pid>/stat`'s times. */
const TICKS_PER_SECOND = 100;

export const CPU_LOG_ENV = 'RAWEX_TEST_CPU_LOG';

export function readProcessCpu(pid: number | 'self'): ProcessCpu | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command sits in parentheses and may hold spaces: the fields are counted after its end.
  const commandEnd = stat.lastIndexOf(')');
  const fields = stat.slice(commandEnd + 2).split(' ');
  const ticks = (index: number) => Number(fields[index]) / TICKS_PER_SECOND;
  return {
    pid: Number(stat.slice(0, stat.indexOf(' '))),
    parentPid: Number(fields[1]),
    command: stat.slice(stat.indexOf('(') + 1, commandEnd),
    // Fields 14–17 of the stat line (utime, stime, cutime, cstime), counted from the state at 0.
    ownSeconds: ticks(11) + ticks(12),
    reapedChildrenSeconds: ticks(13) + ticks(14),
  };
}

/** Every process still running under `rootPid`, the root included. */
export function processTree(rootPid: number): ProcessCpu[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcessCpu(Number(name)))
    .filter((entry): entry is ProcessCpu => entry !== undefined);
  const children = new Map<number, ProcessCpu[]>();
  for (const entry of all) children.set(entry.parentPid, [...(children.get(entry.parentPid) ?? []), entry]);
  const tree: ProcessCpu[] = [];
  const visit = (entry: ProcessCpu) => {
    tree.push(entry);
    for (const child of children.get(entry.pid) ?? []) visit(child);
  };
  const root = all.find((entry) => entry.pid === rootPid);
  if (root) visit(root);
  return tree;
}

export const totalSeconds = (entry: ProcessCpu) => entry.ownSeconds + entry.reapedChildrenSeconds;

/** One test file's CPU, as its worker writes it to the run's log. */
export interface FileCpu {
  file: string;
  workerPid: number;
  seconds: number;
  /** Spent by processes gone from the runner's tree (orphans), where no other count holds it. */
  orphaned?: boolean;
}

export function appendFileCpu(line: FileCpu): void {
  const log = process.env[CPU_LOG_ENV];
  if (log) appendFileSync(log, `${JSON.stringify(line)}\n`);
}

export function readFileCpuLog(log: string): FileCpu[] {
  let text: string;
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FileCpu);
}

/**
 * Closes a browser started by this process and counts, for the test file running, the CPU its
 * processes spent that nobody reaps into this process's count: chromium's renderers outlive the
 * browser's exit as orphans, and their time would be lost to the budget.
 */
export async function closeCountingOrphans(close: () => Promise<void>, file: string | undefined) {
  const browsers = processTree(process.pid).filter((entry) => /chrom/i.test(entry.command));
  const before = readProcessCpu('self');
  await close();
  const after = readProcessCpu('self');
  if (!before || !after || !file) return;
  const spent = browsers.reduce((sum, entry) => sum + totalSeconds(entry), 0);
  const reaped = after.reapedChildrenSeconds - before.reapedChildrenSeconds;
  if (spent > reaped) appendFileCpu({ file, workerPid: after.pid, seconds: spent - reaped, orphaned: true });
}
