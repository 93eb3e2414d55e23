import { CommanderError } from 'commander';
import { createProgram } from './program.ts';

export async function run(argv: string[]): Promise<void> {
  try {
    await createProgram().parseAsync(argv);
  } catch (error) {
    // Commander has printed its help or usage error already; the rest are described on demand.
    process.exitCode =
      error instanceof CommanderError
        ? error.exitCode
        : (await import('./handle-error.ts')).handleError(error);
  }
}
