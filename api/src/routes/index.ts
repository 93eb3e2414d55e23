import type { RouteDefinition } from '../http/route.ts';
import { auditRoutes } from './audit.ts';
import { authRoutes } from './auth.ts';
import { blockchainRoutes } from './blockchain.ts';
import { cartRoutes } from './cart.ts';
import { categoryRoutes } from './categories.ts';
import { dashboardRoutes } from './dashboard.ts';
import { healthRoutes } from './health.ts';
import { keyRoutes } from './keys.ts';
import { marketRoutes } from './market.ts';
import { metricsRoutes } from './metrics.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';
import { ratingRoutes } from './ratings.ts';
import { referenceRoutes } from './reference.ts';
import { uploadRoutes } from './uploads.ts';
import { vendorRoutes } from './vendors.ts';

/** Every /api operation, one module per resource. The router and the OpenAPI document both read this. */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...authRoutes,
  ...categoryRoutes,
  ...marketRoutes,
  ...productRoutes,
  ...cartRoutes,
  ...orderRoutes,
  ...vendorRoutes,
  ...ratingRoutes,
  ...dashboardRoutes,
  ...uploadRoutes,
  ...keyRoutes,
  ...blockchainRoutes,
  ...auditRoutes,
  ...metricsRoutes(() => apiRoutes),
  ...referenceRoutes(() => apiRoutes),
];
