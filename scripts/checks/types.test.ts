import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, '../..');

/** What `npm run typecheck` checks (every workspace and the tools), in the suite CI runs. */
it('type-checks, as `npm run typecheck` does', async () => {
  const outcome = await run('npm', ['run', '--silent', 'typecheck'], {
    cwd: repository,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    () => 'passed',
    (failure: { stdout?: string; stderr?: string }) => `${failure.stdout ?? ''}${failure.stderr ?? ''}`,
  );
  expect(outcome).toBe('passed');
});
