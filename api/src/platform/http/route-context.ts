import type { Database } from '../database/database.ts';
import type { ReadReplica } from '../database/read-replica.ts';
import type { Logger } from '../logger.ts';
import type { EventSettings } from '../settings.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { EndpointMetrics } from './endpoint-metrics.ts';
import type { FileStorage } from '../file-storage.ts';
import type { DiskSpace } from '../disk-space.ts';

/**
 * What a domain adds to every route's context, declared from its own module so that the core
 * names no domain: `declare module '…/platform/http/route-context.ts' { interface RouteServices { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the domains fill it in
export interface RouteServices {}

/** What every router module is built from. */
export interface RouteContext extends RouteServices {
  db: Database;
  storage: FileStorage;
  logger: Logger;
  /** Where background work is enqueued. */
  queue: JobQueue;
  /** Emails' links, webhooks' limits, orders' expiry. */
  events: EventSettings;
  /** This process's endpoint metrics, when it counts them (a running server does). */
  endpointMetrics?: EndpointMetrics;
  /** The catalogue's read replica, when DATABASE_REPLICA_URL names one. */
  readReplica?: ReadReplica;
  /** The primary, given to a handler whose `db` is the read replica (`reads: 'replica'`). */
  primary?: Database;
  /** The data folder's free space, watched by a running server: changes are refused when it is short. */
  diskSpace?: DiskSpace;
  /** Whether the server is stopping: readiness answers 503 then, so a load balancer sends no more. */
  lifecycle?: { stopping: boolean };
}
