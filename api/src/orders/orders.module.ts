import { cartRoutes } from './cart.routes.ts';
import { constraintMessages } from './constraint-messages.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { deliverUnconfirmedShipmentsJob } from './order-delivery.job.ts';
import { describeOrderEvents } from './order-events.ts';
import { expireUnconfirmedOrdersJob } from './order-expiry.job.ts';
import { ORDER_ROUTINES } from './order-routines.ts';
import { orderRoutes } from './orders.routes.ts';
import { ratingRoutes } from './ratings.routes.ts';
import * as ordersMigration from './migrations/20261121020000_orders.ts';
import * as checkoutFunctionMigration from './migrations/20261121050000_checkout_function.ts';
import * as vendorRatingFiguresMigration from './migrations/20261123000000_vendor_rating_figures.ts';
import * as commercialTermsMigration from './migrations/20261125000000_commercial_terms.ts';
import * as orderPlacersMigration from './migrations/20261128010000_order_placers.ts';
import * as protectionAtPlacementMigration from './migrations/20261207000000_protection_at_placement.ts';
import * as paymentTermsInPlanMigration from './migrations/20261210000000_payment_terms_in_plan.ts';
import * as ratingTriggersMigration from './migrations/20261211060000_rating_triggers.ts';
import * as orderCurrenciesMigration from './migrations/20261215020000_order_currencies.ts';
import * as orderIncotermPlacesMigration from './migrations/20261217000100_order_incoterm_places.ts';
import * as movesViaShipmentsMigration from './migrations/20261218000000_moves_via_shipments.ts';

/** What orders bring to the app (gathered in `../domains.ts`). */
export const ordersModule = {
  migrations: [
    { name: '20261121020000_orders', ...ordersMigration },
    { name: '20261121050000_checkout_function', ...checkoutFunctionMigration },
    { name: '20261123000000_vendor_rating_figures', ...vendorRatingFiguresMigration },
    { name: '20261125000000_commercial_terms', ...commercialTermsMigration },
    { name: '20261128010000_order_placers', ...orderPlacersMigration },
    { name: '20261207000000_protection_at_placement', ...protectionAtPlacementMigration },
    { name: '20261210000000_payment_terms_in_plan', ...paymentTermsInPlanMigration },
    { name: '20261211060000_rating_triggers', ...ratingTriggersMigration },
    { name: '20261215020000_order_currencies', ...orderCurrenciesMigration },
    { name: '20261217000100_order_incoterm_places', ...orderIncotermPlacesMigration },
    { name: '20261218000000_moves_via_shipments', ...movesViaShipmentsMigration },
  ],
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
