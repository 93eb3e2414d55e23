import type { RouteDefinition } from './platform/http/route.ts';
import { buildOpenApiDocument } from './platform/openapi/document.ts';
import { samplePaths } from './samples/samples.openapi.ts';
import { DOMAIN_ROUTES } from './domains.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { metricsRoutes } from './keys/metrics.routes.ts';
import { referenceRoutes } from './platform/openapi/reference.routes.ts';

/** Every /api operation: the core's, the domains' (`domains.ts`), and those that read the others. The router and the OpenAPI document both read this. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...DOMAIN_ROUTES,
  ...metricsRoutes(() => apiRoutes),
  ...referenceRoutes(() => apiDocument()),
];

/** The OpenAPI document the API serves at /api/openapi.json: every route, and the sample data's paths. */
export const apiDocument = () => buildOpenApiDocument(apiRoutes, samplePaths());
