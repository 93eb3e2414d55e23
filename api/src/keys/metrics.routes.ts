import { z } from 'zod';
import { endpointUsageSchema } from './metrics.contract.ts';
import { defineRoute, openApiPath, type RouteDefinition } from '../platform/http/route.ts';
import { endpointUsage } from './endpoint-usage.service.ts';

/** The API's own metrics, per documented route: built lazily from every route, like the document. */
export function metricsRoutes(allRoutes: () => readonly RouteDefinition[]) {
  return [
    defineRoute({
      method: 'get',
      path: '/metrics/endpoints',
      operationId: 'listEndpointUsage',
      summary: 'Every operation with its requests, mean response time and error rate over the last 24 hours',
      description:
        "Counted per route template by every API process (a few seconds behind). The whole platform's traffic: for administrators.",
      tag: 'Operations',
      access: ['admin'],
      permission: 'read:analytics',
      responses: { 200: { description: 'One row per operation.', schema: z.array(endpointUsageSchema) } },
      async handler(ctx, _input, { db, endpointMetrics }) {
        // This process's latest requests first, so the asker sees their own.
        await endpointMetrics?.flush();
        const operations = allRoutes().map((route) => ({
          method: route.method.toUpperCase(),
          path: openApiPath(route),
          summary: route.summary,
        }));
        ctx.body = await endpointUsage(db.knex, operations);
      },
    }),
  ];
}
