import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What every router module is built from. */
export interface RouteContext {
  db: Database;
  storage: FileStorage;
  logger: Logger;
}
