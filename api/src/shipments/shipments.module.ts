import { describeShipmentEvents } from './shipment-events.ts';
import { describeTradeDocumentEvents } from './trade-document-events.ts';
import { shipmentRoutes } from './shipments.routes.ts';
import { tradeDocumentRoutes } from './trade-documents.routes.ts';
import * as shipmentsMigration from './migrations/20261218000100_shipments.ts';
import * as tradeDocumentsMigration from './migrations/20261219000000_trade_documents.ts';
import { routinesBeside } from '../platform/database/migrate.ts';

/** What shipments bring to the app (gathered in `../domains.ts`). */
export const shipmentsModule = {
  migrations: [
    { name: '20261218000100_shipments', ...shipmentsMigration },
    { name: '20261219000000_trade_documents', ...tradeDocumentsMigration },
  ],
  routines: routinesBeside(import.meta.url, ['trade_document_progress', 'trade_document_facts']),
  routes: [...shipmentRoutes, ...tradeDocumentRoutes],
  events: {
    'shipment.created': describeShipmentEvents,
    'shipment.events_recorded': describeShipmentEvents,
    'trade_document.submitted': describeTradeDocumentEvents,
    'trade_document.reviewed': describeTradeDocumentEvents,
  },
  tags: [
    {
      name: 'Shipments',
      description:
        'An order’s lots and their tracking events, from the supplier or its carrier or forwarder (DCSA Track & Trace).',
    },
  ],
};
