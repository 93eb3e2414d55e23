import type { Database } from '../database/database.ts';
import type { Logger } from '../logger.ts';
import type { EndpointMetrics } from './endpoint-metrics.ts';
import type { ProductViews } from '../../catalogue/product-views.ts';
import type { FileStorage } from '../../media/file-storage.ts';

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
