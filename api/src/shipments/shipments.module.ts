import { describeShipmentEvents } from './shipment-events.ts';
import { shipmentRoutes } from './shipments.routes.ts';
import * as shipmentsMigration from './migrations/20261218000100_shipments.ts';

/** What shipments bring to the app (gathered in `../domains.ts`). */
export const shipmentsModule = {
  migrations: [{ name: '20261218000100_shipments', ...shipmentsMigration }],
  routes: shipmentRoutes,
  events: {
    'shipment.created': describeShipmentEvents,
    'shipment.events_recorded': describeShipmentEvents,
  },
  tags: [
    {
      name: 'Shipments',
      description:
        'An order’s lots and their tracking events, from the supplier or its carrier or forwarder (DCSA Track & Trace).',
    },
  ],
};
