import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run <script>` at the repository's root: 'passed', or everything it printed. */
export function outcomeOf(script: string): Promise<string> {
  return run('npm', ['run', '--silent', script], { cwd: repository, maxBuffer: 64 * 1024 * 1024 }).then(
    () => 'passed',
    (failure: { stdout?: string; stderr?: string }) => `${failure.stdout ?? ''}${failure.stderr ?? ''}`,
  );
}
