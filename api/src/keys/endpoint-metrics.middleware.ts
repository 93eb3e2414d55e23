import type { Knex } from 'knex';
import { batchedTallies } from '../platform/batched-tallies.ts';
import type { EndpointMetrics } from '../platform/http/endpoint-metrics.ts';
import type { Logger } from '../platform/logger.ts';

const HOUR_MS = 3_600_000;

interface Tally {
  method: string;
  route: string;
  hour: Date;
  requests: number;
  errors: number;
  totalMs: number;
}

/**
 * Request counts, errors and durations per route template and hour. A request adds to a tally in
 * memory; every `flushMs` the tallies go to PostgreSQL in one upsert, so a busy API writes a few
 * rows a second, not one per request.
 */
export function createEndpointMetrics(db: Knex, logger: Logger, flushMs = 2000): EndpointMetrics {
  const tallies = batchedTallies<Tally>(logger, {
    what: 'Endpoint figures',
    flushMs,
    write: (batch) =>
      db.raw(
        `INSERT INTO api_endpoint_metrics (method, route, hour, requests, errors, total_ms)
         SELECT * FROM unnest(?::text[], ?::text[], ?::timestamptz[], ?::int[], ?::int[], ?::float8[])
         ON CONFLICT (method, route, hour) DO UPDATE SET
           requests = api_endpoint_metrics.requests + excluded.requests,
           errors = api_endpoint_metrics.errors + excluded.errors,
           total_ms = api_endpoint_metrics.total_ms + excluded.total_ms`,
        [
          batch.map((tally) => tally.method),
          batch.map((tally) => tally.route),
          batch.map((tally) => tally.hour.toISOString()),
          batch.map((tally) => tally.requests),
          batch.map((tally) => tally.errors),
          batch.map((tally) => tally.totalMs),
        ],
      ),
  });

  return {
    middleware: async (ctx, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        const route = ctx.state.route as { method: string; path: string } | undefined;
        if (route) {
          const hour = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS);
          const tally = tallies.tally(`${route.method} ${route.path} ${hour.getTime()}`, () => ({
            method: route.method,
            route: route.path,
            hour,
            requests: 0,
            errors: 0,
            totalMs: 0,
          }));
          tally.requests += 1;
          if (ctx.status >= 400) tally.errors += 1;
          tally.totalMs += performance.now() - started;
        }
      }
    },
    flush: tallies.flush,
    stop: tallies.stop,
  };
}
