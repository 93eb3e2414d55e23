import type { Order } from '@rawex/api/contracts';
import { EmptyState, OrderCard, OrderCardSkeleton } from '@rawex/ui-kit';
import type { ReactNode } from 'react';
import * as page from '../page.css';
import { LoadFailed } from '../../app/LoadFailed';

export interface OrderListProps {
  orders: Order[] | undefined;
  error: string | undefined;
  /** Names the list for screen readers: "Your orders", "Orders placed with you". */
  label: string;
  /** A search or status filter is in force (the empty text then says to adjust it). */
  filtered: boolean;
  /** What the empty list says when nothing is filtered. */
  noneYet: string;
  /** The empty list's way forward: Start Shopping, Add Product. */
  emptyAction: ReactNode;
  contactHref?: (order: Order) => string;
  actions?: (order: Order) => ReactNode;
}

/** Orders as cards, with the loading, error and both empty states of the spec. */
export function OrderList({
  orders,
  error,
  label,
  filtered,
  noneYet,
  emptyAction,
  contactHref,
  actions,
}: OrderListProps) {
  if (error) return <LoadFailed title={error} />;
  if (!orders) {
    return (
      <div className={page.list} role="status" aria-label={`Loading: ${label}`}>
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        title="No orders found"
        description={filtered ? 'Try adjusting your search criteria.' : noneYet}
        actions={emptyAction}
      />
    );
  }
  return (
    <ul className={page.list} aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} contactHref={contactHref?.(order)} actions={actions?.(order)} />
        </li>
      ))}
    </ul>
  );
}
