import type { Database } from '../database/database.ts';
import type { ReadReplica } from '../database/read-replica.ts';
import type { Logger } from '../logger.ts';
import type { EventSettings } from '../config.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { EndpointMetrics } from './endpoint-metrics.ts';
import type { ProductViews } from '../../catalogue/product-views.ts';
import type { FileStorage } from '../../media/file-storage.ts';

/** What every router module is built from. */
export interface RouteContext {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  /** Where background work is enqueued. */
  queue: JobQueue;
  /** Emails' links, webhooks' limits, orders' expiry. */
  events: EventSettings;
  /** This process's endpoint figures, when it counts them (a running server does). */
  endpointMetrics?: EndpointMetrics;
  /** This process's count of product page views, when it counts them (a running server does). */
  productViews?: ProductViews;
  /** The catalogue's read replica, when DATABASE_REPLICA_URL names one. */
  readReplica?: ReadReplica;
  /** The primary, given to a handler whose `db` is the read replica (`reads: 'replica'`). */
  primary?: Database;
  /** Whether the server is stopping: readiness answers 503 then, so a load balancer sends no more. */
  lifecycle?: { stopping: boolean };
}
