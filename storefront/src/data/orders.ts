import type {
  CreateShipmentBody,
  CreditNoteBody,
  EventClassifier,
  Order,
  OrderStatus,
  RateVendorRequest,
  ShipmentMilestone,
} from '@rawex/api/contracts';
import { mayMoveTheOrder } from '@rawex/api/contracts/shipment-values';
import { ok, readAddress } from '@rawex/client';
import { formatOrderNumber } from '@rawex/ui-kit';
import { useState } from 'react';
import { usePagedList } from './paged';
import { notify } from '../notices/notify';
import { api, whatWentWrong } from './client';
import { RESOURCES, useInvalidate } from './invalidate';
import { useRead } from './read';

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
}

export const ORDERS_PAGE_SIZE = 50;
export const ORDERS_FAILED = 'Failed to fetch orders';

/** The orders you placed (as buyer) or that were placed with you (as vendor), newest first, paged. */
export function useOrders(role: 'buyer' | 'vendor', userId: string | undefined, filters: OrderFilters = {}) {
  const party = role === 'buyer' ? { buyerId: userId } : { vendorId: userId };
  return usePagedList(
    (page) => (userId ? readAddress('/api/orders', { query: { ...party, ...filters, ...page } }) : null),
    ORDERS_PAGE_SIZE,
  );
}

/**
 * Moves an order along (confirm, ship, deliver, cancel), says how it went, and reloads every
 * order list and the dashboard. `moving` is the status being saved, for the button to show it.
 */
export function useOrderStatus() {
  const invalidate = useInvalidate();
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const move = async (order: Pick<Order, 'id'>, status: OrderStatus) => {
    setMoving(status);
    try {
      await api.PATCH('/api/orders/{id}', { params: { path: { id: order.id } }, body: { status } });
      await invalidate(RESOURCES.orders, RESOURCES.vendorDashboards);
      notify({
        title: 'Order updated',
        description: `Order #${formatOrderNumber(order.id)} is now ${status}.`,
        type: 'success',
      });
    } catch (error) {
      notify({
        title: 'Error',
        description: whatWentWrong(error, 'Failed to update the order.'),
        type: 'error',
      });
    } finally {
      setMoving(null);
    }
  };
  return { moving, move };
}

export function useVendorDashboard(vendorId: string | undefined) {
  const { data, error, isLoading } = useRead(
    vendorId ? readAddress('/api/vendors/{id}/dashboard', { path: { id: vendorId } }) : null,
  );
  return { dashboard: data, error, isLoading };
}

/** A buyer's rating of a supplier that delivered to them; the supplier's figures and reviews reload. */
export function useRateVendor() {
  const invalidate = useInvalidate();
  return async (vendorId: string, rating: RateVendorRequest) => {
    const { data: saved } = await ok(
      api.POST('/api/vendors/{id}/ratings', { params: { path: { id: vendorId } }, body: rating }),
    );
    await invalidate(RESOURCES.supplier(vendorId));
    return saved;
  };
}

/** An order's documents (pro-forma, invoice, credit notes), read once asked for. */
export function useOrderDocuments(orderId: number, asked: boolean) {
  return useRead(asked ? readAddress('/api/orders/{id}/documents', { path: { id: orderId } }) : null);
}

/** An order's lots and their events, read while its tracking is open. */
export function useOrderShipments(orderId: number) {
  return useRead(readAddress('/api/orders/{id}/shipments', { path: { id: orderId } }));
}

/**
 * A supplier books its order's lots and records their events. The tracking reloads, and the
 * orders only when the event may have moved one: the order on screen keeps its tracking open.
 */
export function useShipmentActions() {
  const invalidate = useInvalidate();
  return {
    book: async (orderId: number, body: CreateShipmentBody) => {
      await ok(api.POST('/api/orders/{id}/shipments', { params: { path: { id: orderId } }, body }));
      await invalidate(RESOURCES.shipments);
    },
    record: async (shipmentId: number, event: RecordedShipmentEvent) => {
      await ok(api.POST('/api/shipments/{id}/events', { params: { path: { id: shipmentId } }, body: event }));
      await invalidate(
        RESOURCES.shipments,
        ...(mayMoveTheOrder(event) ? [RESOURCES.orders, RESOURCES.vendorDashboards] : []),
      );
    },
  };
}

/** An event as the supplier records it in the order's tracking. */
export interface RecordedShipmentEvent {
  milestone: ShipmentMilestone;
  classifier: EventClassifier;
  at: string;
  place?: string;
  placeCode?: string;
}

/** The supplier credits part of a shipped order's invoice: the order's payment and documents load again. */
export function useCreditNotes() {
  const invalidate = useInvalidate();
  return {
    issue: async (orderId: number, body: CreditNoteBody) => {
      const issued = await ok(
        api.POST('/api/orders/{id}/credit-notes', { params: { path: { id: orderId } }, body }),
      );
      await invalidate(RESOURCES.orders);
      return issued;
    },
  };
}
