import type { Order, OrderStatus, VendorDashboard } from '@rawex/api/contracts';
import useSWR from 'swr';
import { request, withQuery } from './client';
import { useInvalidate } from './invalidate';

export interface OrderFilters {
  search?: string;
  status?: OrderStatus;
}

/** The orders you placed (as buyer) or that were placed with you (as vendor), newest first. */
export function useOrders(role: 'buyer' | 'vendor', userId: string | undefined, filters: OrderFilters = {}) {
  const key = userId
    ? withQuery('/api/orders', {
        [role === 'buyer' ? 'buyerId' : 'vendorId']: userId,
        limit: 100,
        ...filters,
      })
    : null;
  const { data, error, isLoading } = useSWR<Order[]>(key);
  return { orders: data, error: error ? 'Failed to fetch orders' : undefined, isLoading };
}

/** Moves an order along (confirm, ship, deliver, cancel) and reloads every order list and the dashboard. */
export function useOrderStatus() {
  const invalidate = useInvalidate();
  return async (order: Pick<Order, 'id'>, status: OrderStatus) => {
    await request<Order>(`/api/orders/${order.id}`, { method: 'PATCH', body: { status } });
    await invalidate((path) => path.startsWith('/api/orders') || path.endsWith('/dashboard'));
  };
}

export function useVendorDashboard(vendorId: string | undefined) {
  const { data, error, isLoading } = useSWR<VendorDashboard>(
    vendorId ? `/api/vendors/${encodeURIComponent(vendorId)}/dashboard` : null,
  );
  return { dashboard: data, error: error as Error | undefined, isLoading };
}
