import type { RouteDefinition } from './platform/http/route.ts';
import { buildOpenApiDocument } from './platform/openapi/document.ts';
import { samplePaths } from './samples/samples.openapi.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './accounts/auth.routes.ts';
import { blockchainRoutes } from './ledger/ledger.routes.ts';
import { cartRoutes } from './orders/cart.routes.ts';
import { categoryRoutes } from './catalogue/categories.routes.ts';
import { dashboardRoutes } from './orders/dashboard.routes.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { keyRoutes } from './keys/keys.routes.ts';
import { marketRoutes } from './catalogue/market.routes.ts';
import { metricsRoutes } from './keys/metrics.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { productRoutes } from './catalogue/products.routes.ts';
import { ratingRoutes } from './orders/ratings.routes.ts';
import { referenceRoutes } from './platform/openapi/reference.routes.ts';
import { uploadRoutes } from './media/uploads.routes.ts';
import { vendorRoutes } from './accounts/vendors.routes.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { webhookRoutes } from './webhooks/webhooks.routes.ts';
import { rfqRoutes } from './trade/rfqs.routes.ts';
import { conversationRoutes } from './trade/conversations.routes.ts';

/** Every /api operation, one module per resource. The router and the OpenAPI document both read this. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...authRoutes,
  ...categoryRoutes,
  ...marketRoutes,
  ...productRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...rfqRoutes,
  ...conversationRoutes,
  ...vendorRoutes,
  ...ratingRoutes,
  ...dashboardRoutes,
  ...uploadRoutes,
  ...keyRoutes,
  ...notificationRoutes,
  ...webhookRoutes,
  ...blockchainRoutes,
  ...auditRoutes,
  ...metricsRoutes(() => apiRoutes),
  ...referenceRoutes(() => apiDocument()),
];

/** The OpenAPI document the API serves at /api/openapi.json: every route, and the sample data's paths. */
export const apiDocument = () => buildOpenApiDocument(apiRoutes, samplePaths());
