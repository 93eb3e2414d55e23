import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, '../..');

/**
 * What `npm run lint` checks, in the suite CI runs: the layers and faces of the API, the core
 * knowing no domain, no file cycles, the vocabulary, and Prettier's formatting. An answer of the
 * command that is not a pass names each problem.
 */
it('passes ESLint and Prettier, as `npm run lint` checks them', async () => {
  const outcome = await run('npm', ['run', '--silent', 'lint'], {
    cwd: repository,
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    () => 'passed',
    (failure: { stdout?: string; stderr?: string }) => `${failure.stdout ?? ''}${failure.stderr ?? ''}`,
  );
  expect(outcome).toBe('passed');
});
