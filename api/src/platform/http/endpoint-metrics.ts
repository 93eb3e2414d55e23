import type { Middleware } from 'koa';

/** The API router's count of requests per route and hour, which the keys' domain records and reports. */
export interface EndpointMetrics {
  /** Counts each request the API router answered, by its route template. */
  middleware: Middleware;
  /** Writes what this process counted so far, in one query. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}
