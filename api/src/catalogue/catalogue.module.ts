import { categoryRoutes } from './categories.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { marketRoutes } from './market.routes.ts';
import { describeProductEvents } from './product-events.ts';
import { productRoutes } from './products.routes.ts';

/** What the catalogue brings to the app (gathered in `../domains.ts`). */
export const catalogueModule = {
  routes: [...categoryRoutes, ...marketRoutes, ...productRoutes],
  constraints: constraintMessages,
  tags: [{ name: 'Catalogue', description: 'Categories and products.' }],
  events: { 'product.created': describeProductEvents, 'product.updated': describeProductEvents },
};
