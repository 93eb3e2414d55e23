import { mkdir } from 'node:fs/promises';
import {
  AppError,
  openStorage,
  mapDatabaseError,
  createLogger,
  loadConfig,
  openDatabase,
  type Config,
  type Database,
  type FileStorage,
  type Logger,
} from '@rawex/api';
import { CliFailure } from '../client/cli-failure.ts';

export interface Runtime {
  config: Config;
  db: Database;
  storage: FileStorage;
  logger: Logger;
}

/** Opens what a command works on, from the environment (DATABASE_URL, RAWEX_DATA_DIR, …). */
export async function openRuntime(environment: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const config = loadConfig(environment);
  // The database's files, uploads and emails: readable by their owner alone.
  await mkdir(config.dataDirectory, { recursive: true, mode: 0o700 });
  const logger = createLogger({ level: config.logLevel });
  const db = await openDatabase(
    config.database.kind === 'postgres' ? { ...config.database, logger } : config.database,
  );
  return { config, db, storage: await openStorage(config.storage), logger };
}

/**
 * Runs a command's work and always closes the database (PGlite writes its files on close). A
 * refusal of the API's rules or of the database ends the command with its message.
 */
export async function withRuntime<T>(work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await openRuntime();
  try {
    return await work(runtime);
  } catch (error) {
    const known = error instanceof AppError ? error : mapDatabaseError(error);
    throw known ? new CliFailure(known.detail, 1) : error;
  } finally {
    await runtime.db.close();
  }
}

export function describeDatabase(runtime: Runtime): string {
  return runtime.config.database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL (PGlite) in ${runtime.config.database.directory}`;
}
