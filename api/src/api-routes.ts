import type { RouteDefinition } from './platform/http/route.ts';
import { buildOpenApiDocument, type OpenApiTag } from './platform/openapi/document.ts';
import { samplePaths } from './samples/samples.openapi.ts';
import { DOMAIN_ROUTES, DOMAIN_TAGS } from './domains.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { schemaState } from './schema.ts';
import { metricsRoutes } from './keys/metrics.routes.ts';
import { referenceRoutes } from './platform/openapi/reference.routes.ts';

/** Every /api operation: the core's, the domains' (`domains.ts`), and those that read the others. The router and the OpenAPI document both read this. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes(schemaState),
  ...DOMAIN_ROUTES,
  ...metricsRoutes(() => apiRoutes),
  ...referenceRoutes(() => apiDocument()),
];

/**
 * The catalogue's reads: the public ones that may be answered from the read replica (`reads:
 * 'replica'`), the same for every visitor until the catalogue changes. The storefront keeps pages
 * made of them.
 */
export const CATALOGUE_READS: readonly string[] = apiRoutes
  .filter((route) => route.method === 'get' && route.access === 'public' && route.reads === 'replica')
  .map((route) => `/api${route.path}`);

/** The groups of the operations that are not a domain's. */
const coreTags: readonly OpenApiTag[] = [
  { name: 'Operations', description: 'Health, the API’s figures and the audit trail, for the operator.' },
  {
    name: 'Samples',
    description:
      'Sample data, not marketplace records: what the hedging, escrow, barter, crypto, auction, omnichannel, multichannel, WhatsApp and Telegram consoles show. Served by `rawex start` from fixed sample records; read-only.',
  },
  { name: 'Reference', description: 'This document.' },
];

/** The OpenAPI document the API serves at /api/openapi.json: every route, and the sample data's paths. */
export const apiDocument = () =>
  buildOpenApiDocument(apiRoutes, { otherPaths: samplePaths(), tags: [...DOMAIN_TAGS, ...coreTags] });
