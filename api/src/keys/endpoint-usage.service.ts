import type { Knex } from 'knex';
import type { EndpointUsage } from './metrics.contract.ts';

const DAY_MS = 24 * 3_600_000;

/** A documented operation: its method and OpenAPI path, as the metrics are counted by. */
export interface Operation {
  method: string;
  path: string;
  summary: string;
}

/** Each documented operation with its metrics of the last 24 hours (all API processes together). */
export async function endpointUsage(db: Knex, operations: readonly Operation[]): Promise<EndpointUsage[]> {
  const rows: {
    method: string;
    route: string;
    requests: string | number;
    errors: string | number;
    totalMs: string | number;
  }[] = await db('apiEndpointMetrics')
    .select('method', 'route')
    .sum({ requests: 'requests', errors: 'errors', totalMs: 'totalMs' })
    .where('hour', '>', new Date(Date.now() - DAY_MS))
    .groupBy('method', 'route');
  return operations.map(({ method, path, summary }) => {
    const row = rows.find((candidate) => candidate.method === method && candidate.route === path);
    const requests = Number(row?.requests ?? 0);
    return {
      method,
      path,
      summary,
      requests,
      averageMs: requests === 0 ? null : Math.round((Number(row?.totalMs) / requests) * 10) / 10,
      errorRate: requests === 0 ? 0 : Number(row?.errors) / requests,
    };
  });
}
