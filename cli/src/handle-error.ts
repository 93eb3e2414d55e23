import { AppError, mapDatabaseError } from '@rawex/api';
import { CommanderError } from 'commander';
import { CliFailure } from './vendor/cli-failure.ts';
import { describeApiFailure } from './vendor/connect.ts';
import { ZodError } from 'zod';

/** The one place a command's failure becomes a message and an exit code. */
export function handleError(error: unknown): number {
  if (error instanceof CommanderError) return error.exitCode;
  const failure = error instanceof CliFailure ? error : describeApiFailure(error);
  if (failure) {
    process.stderr.write(`error: ${failure.message}\n`);
    return failure.exitCode;
  }
  if (error instanceof ZodError) {
    for (const issue of error.issues) {
      const option = issue.path.length > 0 ? `--${String(issue.path.join('.'))}: ` : '';
      process.stderr.write(`error: ${option}${issue.message}\n`);
    }
    return 2;
  }
  const known = error instanceof AppError ? error : mapDatabaseError(error);
  if (known) {
    process.stderr.write(`error: ${known.detail}\n`);
    return 1;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${message}\n`);
  if (process.env.DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return 1;
}
