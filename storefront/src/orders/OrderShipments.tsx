import type { Order, Shipment } from '@rawex/api/contracts';
import type { ReactNode } from 'react';
import { Loaded, ShipmentLots, Skeleton } from '@rawex/ui-kit';
import { useOrderShipments } from '../data/orders';
import { LoadFailed } from '../loading/LoadFailed';
import { shipmentLot } from './shipment-lots';

/** An order's lots under its tracking steps, read when Track is opened. */
export function OrderShipments({
  order,
  lotActions,
}: {
  order: Pick<Order, 'id' | 'status'>;
  /** What the supplier may do with each lot. */
  lotActions?: (shipment: Shipment) => ReactNode;
}) {
  const { data, error } = useOrderShipments(order.id);
  return (
    <Loaded
      data={data}
      failed={error && <LoadFailed title="Failed to fetch the shipments" />}
      placeholder={<Skeleton height="48px" />}
    >
      {(shipments) => (
        <ShipmentLots
          lots={shipments.map((shipment) => ({ ...shipmentLot(shipment), actions: lotActions?.(shipment) }))}
          empty={
            order.status === 'pending' || order.status === 'confirmed'
              ? 'No shipment booked yet: the supplier books each lot as it ships.'
              : 'No shipment was booked for this order: it moved on its supplier’s word.'
          }
        />
      )}
    </Loaded>
  );
}
