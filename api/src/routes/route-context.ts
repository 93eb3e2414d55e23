import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { EndpointMetrics } from '../services/endpoint-metrics.ts';
import type { ProductViews } from '../services/product-views.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** What every router module is built from. */
export interface RouteContext {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  /** This process's endpoint figures, when it counts them (a running server does). */
  endpointMetrics?: EndpointMetrics;
  /** This process's count of product page views, when it counts them (a running server does). */
  productViews?: ProductViews;
}
