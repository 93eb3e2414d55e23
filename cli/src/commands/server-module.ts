import { CliFailure } from '../client/cli-failure.ts';

/**
 * Loads a module of server/, which opens the database and runs the server itself. Only the admin
 * commands load one, and only when they run, so the vendor commands and `--help` never pay for it;
 * a published rawex without the server packages says so instead of failing to start.
 */
export async function loadServerModule<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      throw new CliFailure(
        'This command opens the RawEx database and server, which this installation of rawex does not ' +
          'include: run it from a RawEx checkout (npm start, npm run rawex -- db migrate). ' +
          `(${(error as Error).message})`,
      );
    }
    throw error;
  }
}
