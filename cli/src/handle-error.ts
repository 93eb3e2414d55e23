import { CliFailure } from './client/cli-failure.ts';
import { describeApiFailure } from './client/connect.ts';

/** The one place a command's failure becomes a message and an exit code. */
export function handleError(error: unknown): number {
  const failure = error instanceof CliFailure ? error : describeApiFailure(error);
  if (failure) {
    process.stderr.write(`error: ${failure.message}\n`);
    return failure.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\n`);
  if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return 1;
}
