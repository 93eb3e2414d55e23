import { categoryRoutes } from './categories.routes.ts';
import { marketRoutes } from './market.routes.ts';
import { describeProductEvents } from './product-events.ts';
import { productRoutes } from './products.routes.ts';

/** What the catalogue brings to the app (gathered in `../domains.ts`). */
export const catalogueModule = {
  routes: [...categoryRoutes, ...marketRoutes, ...productRoutes],
  events: { 'product.created': describeProductEvents, 'product.updated': describeProductEvents },
};
