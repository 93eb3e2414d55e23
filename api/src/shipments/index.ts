// What other domains may use of shipments: an order's lots as their firms read them.
export { listShipments, loadShipments } from './shipments.service.ts';
export type { Shipment } from './shipments.contract.ts';
