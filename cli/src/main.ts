import { handleError } from './handle-error.ts';
import { createProgram } from './program.ts';

export async function run(argv: string[]): Promise<void> {
  try {
    await createProgram().parseAsync(argv);
  } catch (error) {
    process.exitCode = handleError(error);
  }
}
