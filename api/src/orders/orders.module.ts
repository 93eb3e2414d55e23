import { cartRoutes } from './cart.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { deliverUnconfirmedShipmentsJob } from './order-delivery.job.ts';
import { describeOrderEvents } from './order-events.ts';
import { expireUnconfirmedOrdersJob } from './order-expiry.job.ts';
import { ORDER_ROUTINES } from './order-routines.ts';
import { orderRoutes } from './orders.routes.ts';
import { ratingRoutes } from './ratings.routes.ts';

/** What orders bring to the app (gathered in `../domains.ts`). */
export const ordersModule = {
  routes: [...cartRoutes, ...orderRoutes, ...ratingRoutes, ...dashboardRoutes],
  jobs: [expireUnconfirmedOrdersJob, deliverUnconfirmedShipmentsJob],
  events: { 'order.created': describeOrderEvents, 'order.status_changed': describeOrderEvents },
  routines: ORDER_ROUTINES,
  constraints: constraintMessages,
  tags: [
    { name: 'Cart', description: 'The signed-in user’s cart.' },
    { name: 'Orders', description: 'Checkout, samples, orders and their states.' },
  ],
};
